import type { Brand } from './types';

type Support = Brand['support'];
type ChatWindow = Window & Record<string, unknown>;

function addScript(src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.charset = 'UTF-8';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return script;
}

/**
 * The support chat of a brand (001 §3 Support integrations), loaded by each vendor's own embed snippet
 * with the brand's id. Runs once per page, after the first screen; nothing loads for `none`.
 */
const LOADERS: Record<string, (s: Support, w: ChatWindow) => void> = {
  // Tawk: app_id is "propertyId/widgetId"
  tawk: (s, w) => {
    w.Tawk_API = w.Tawk_API ?? {};
    w.Tawk_LoadStart = new Date();
    addScript(`https://embed.tawk.to/${s.app_id!.includes('/') ? s.app_id : `${s.app_id}/default`}`, {
      crossorigin: '*',
    });
  },
  intercom: (s, w) => {
    w.intercomSettings = { app_id: s.app_id, ...(s.user_id ? { user_id: s.user_id } : {}) };
    const queue: unknown[] = [];
    const stub = (...args: unknown[]) => queue.push(args);
    Object.assign(stub, { q: queue, c: (args: unknown) => queue.push(args) });
    w.Intercom = w.Intercom ?? stub;
    addScript(`https://widget.intercom.io/widget/${encodeURIComponent(s.app_id!)}`).onload = () =>
      (w.Intercom as (cmd: string, opts: unknown) => void)('boot', w.intercomSettings);
  },
  crisp: (s, w) => {
    w.$crisp = w.$crisp ?? [];
    w.CRISP_WEBSITE_ID = s.app_id;
    addScript('https://client.crisp.chat/l.js');
  },
  hubspot: (s) => {
    addScript(`https://js.hs-scripts.com/${encodeURIComponent(s.app_id!)}.js`, { id: 'hs-script-loader' });
  },
  freshchat: (s, w) => {
    addScript('https://wchat.freshchat.com/js/widget.js').onload = () =>
      (w.fcWidget as { init(o: unknown): void } | undefined)?.init({
        token: s.app_id,
        host: 'https://wchat.freshchat.com',
        ...(s.user_id ? { externalId: s.user_id } : {}),
      });
  },
  chatra: (s, w) => {
    w.ChatraID = s.app_id;
    const queue: unknown[] = [];
    w.Chatra = w.Chatra ?? Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    addScript('https://call.chatra.io/chatra.js');
  },
  servicebell: (s, w) => {
    const queue: unknown[] = [];
    w.ServiceBell = w.ServiceBell ?? Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    (w.ServiceBell as (...args: unknown[]) => void)('init', s.app_id, { hidden: false });
    addScript('https://cdn.servicebell.com/widget.js');
  },
  leadconnector: (s) => {
    addScript('https://widgets.leadconnectorhq.com/loader.js', {
      'data-resources-url': 'https://widgets.leadconnectorhq.com/chat-widget/loader.js',
      'data-widget-id': s.app_id!,
    });
  },
};

let started = false;
export function loadSupportChat(support: Support): void {
  const load = LOADERS[support.type];
  if (started || !load || !support.app_id) return;
  started = true;
  load(support, window as unknown as ChatWindow);
}
