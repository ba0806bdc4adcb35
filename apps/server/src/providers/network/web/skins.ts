/**
 * The sandbox network's markup in two layouts. A is the network as the selector map v1 knows it; B is
 * "the redesign": the same pages and the same data with other elements, classes and attributes, so a
 * browser driver that still reads A stops instead of guessing. Only markup differs, never behaviour.
 */
export type Layout = 'A' | 'B';

/** Attributes (and tags) of every element a driver reads or acts on, per layout. */
export interface Skin {
  page: (name: string) => string;
  form: (name: string) => string;
  input: (name: string) => string;
  button: (name: string) => string;
  /** A value a driver reads: the element's marker attribute. */
  field: (name: string) => string;
  /** A repeated item (search result, conversation, message). */
  item: (name: string) => string;
  /** The data attribute prefix values are published under. */
  data: string;
  banner: (kind: 'error' | 'ok') => string;
  shell: (title: string, body: string) => string;
}

const doc = (title: string, body: string, css: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>` +
  `<style>${css}</style></head><body>${body}</body></html>`;

const SKIN_A: Skin = {
  page: (name) => `id="app" data-page="${name}"`,
  form: (name) => `id="${name}-form"`,
  input: (name) => `id="${name}"`,
  button: (name) => `id="${name}-button"`,
  field: (name) => `data-test="${name}"`,
  item: (name) => `class="${name}-item"`,
  data: 'data-',
  banner: (kind) => `class="alert alert--${kind}"`,
  shell: (title, body) =>
    doc(
      title,
      `<header class="global-nav"><a href="/feed/">Home</a> <a href="/messaging/">Messaging</a></header><main ${'%PAGE%'}>${body}</main>`,
      'body{font-family:sans-serif;margin:0}main{padding:16px}.alert--error{color:#a00}',
    ),
};

const SKIN_B: Skin = {
  page: (name) => `class="pg pg--${name}"`,
  form: (name) => `class="frm" data-frm="${name}"`,
  input: (name) => `class="fld" data-fld="${name}"`,
  button: (name) => `class="btn" data-act="${name}"`,
  field: (name) => `data-k="${name}"`,
  item: (name) => `class="row" data-row="${name}"`,
  data: 'data-v-',
  banner: (kind) => `role="status" class="toast toast-${kind}"`,
  shell: (title, body) =>
    doc(
      title,
      `<div class="shell"><nav class="rail"><a href="/feed/">Feed</a><a href="/messaging/">Inbox</a></nav><section ${'%PAGE%'}>${body}</section></div>`,
      '.shell{display:flex}.rail{width:120px}.pg{flex:1;padding:12px}.toast-error{color:#b00}',
    ),
};

export const SKINS: Record<Layout, Skin> = { A: SKIN_A, B: SKIN_B };

export function esc(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A whole page: the skin's shell with the page's marker on its main element. */
export function render(skin: Skin, name: string, title: string, body: string): string {
  return skin.shell(title, body).replace('%PAGE%', skin.page(name));
}

/** `data-…="value"` attributes under the skin's prefix. */
export function dataAttrs(skin: Skin, values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${skin.data}${k}="${esc(v)}"`)
    .join(' ');
}
