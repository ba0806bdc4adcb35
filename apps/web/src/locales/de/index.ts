/** This language's namespace files, each its own chunk, loaded when a screen needs its words. */
export default import.meta.glob<Record<string, unknown>>('./*.json', { import: 'default' });
