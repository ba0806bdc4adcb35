/** Every namespace file of this language, bundled as one chunk that loads only when the language is used. */
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
