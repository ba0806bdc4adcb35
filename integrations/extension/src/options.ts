/** The connect page: the Leadloop address and the account's extension token (made in Leadloop for this account). */
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const t = (name: string, subs?: string[]) => chrome.i18n.getMessage(name, subs);

for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-i18n]')))
  el.textContent = t(el.dataset.i18n!);

const status = $<HTMLParagraphElement>('status');
const show = (s: { connected?: boolean; username?: string }) => {
  status.textContent = s.connected ? t('connectedAs', [s.username ?? '']) : t('notConnected');
};
chrome.runtime.sendMessage({ type: 'status' }).then(show);

$<HTMLFormElement>('connect').addEventListener('submit', async (event) => {
  event.preventDefault();
  status.textContent = t('connecting');
  // ?every=<minutes>: how often the extension looks for work (tests look often; the default is a minute).
  const every = Number(new URLSearchParams(location.search).get('every')) || 1;
  const answer = await chrome.runtime.sendMessage({
    type: 'connect',
    server: $<HTMLInputElement>('server').value,
    token: $<HTMLInputElement>('token').value,
    everyMinutes: every,
  });
  if (answer?.ok) show({ connected: true, username: answer.username });
  else status.textContent = t('connectFailed', [answer?.error ?? '']);
});
