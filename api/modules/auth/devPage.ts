import type { UserRow } from '../../db/rows';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in for Discord's consent screen on development and demo servers. */
export function devSignInPage(state: string, users: readonly UserRow[], adminIds: ReadonlySet<number>): string {
  const hidden = `<input type="hidden" name="state" value="${escapeHtml(state)}">`;
  const choices = users
    .map(
      (u) => `<li><form method="post">${hidden}<input type="hidden" name="discord_id" value="${escapeHtml(u.discord_id)}">
<button type="submit">${escapeHtml(u.discord_username)}${adminIds.has(u.id) ? ' <b>(admin)</b>' : ''}</button></form></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>BA Times | Development sign-in</title>
<style>
body{font-family:system-ui,sans-serif;background:#14161a;color:#e8e6e3;max-width:34rem;margin:2rem auto;padding:0 1rem}
.warn{background:#5c4400;color:#ffe9a8;padding:.75rem 1rem;border-radius:8px}
ul{list-style:none;padding:0}li{margin:.4rem 0}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #555;background:#262a31;color:inherit;cursor:pointer;min-width:14rem;text-align:left}
button:hover,button:focus-visible{border-color:#c9a227;outline:none}
input[type=text]{font:inherit;padding:.45rem;border-radius:6px;border:1px solid #555;background:#1c1f24;color:inherit}
</style></head>
<body>
<h1>Development sign-in</h1>
<p class="warn" role="note">This is a development sign-in, not Discord. It stands in for Discord on development and demo servers, and is off in production.</p>
<h2>Sign in as</h2>
<ul>${choices}</ul>
<h2>Or as a new user</h2>
<form method="post">${hidden}
<label>Discord username <input type="text" name="discord_username" required maxlength="64"></label>
<button type="submit">Sign in</button>
</form>
</body></html>`;
}
