import {
  DEFAULT_ROLE_TIME_SECONDS,
  FIVE_MAN_WEIGHTS,
  FLAME_COUNT_ABOVE,
  FORMAT_LABELS,
  LEADERBOARD_ROLES_BY_FORMAT,
  ROLES_BY_FORMAT,
  SUB_TIME_THRESHOLD,
  type Role,
} from '../../../../domain/constants';
import { averageTime } from '../../../../domain/averages';
import { formatTime } from '../../../../domain/time';
import { KIND_TITLES, PENANCE_KINDS, REFERENCE_LABELS, rolesOfKind } from '../../../../domain/waveBottleneck';
import type { ContentBlock, FaqEntry, Step } from './types';

/** Whole minutes as the game's clock shows them: 600 → 10:00. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const weight = (role: Role) => FIVE_MAN_WEIGHTS[role] ?? 0;
const FIVE_MAN_ROLES = ROLES_BY_FORMAT.five_man;
const TOTAL_WEIGHT = FIVE_MAN_ROLES.reduce((sum, role) => sum + weight(role), 0);
const LEECH_ROLES = LEADERBOARD_ROLES_BY_FORMAT.leech;
const DEFAULT_TIME = clock(DEFAULT_ROLE_TIME_SECONDS);

/** Example PBs of a player who never played 2nd Attacker, run through the leaderboard's own formula. */
const EXAMPLE_PBS: Partial<Record<Role, number>> = { 'Main Attacker': 570, Healer: 600, Collector: 612, Defender: 588 };
const exampleTime = (role: Role) => EXAMPLE_PBS[role] ?? DEFAULT_ROLE_TIME_SECONDS;
const EXAMPLE_AVERAGE = averageTime('five_man', EXAMPLE_PBS) ?? DEFAULT_ROLE_TIME_SECONDS;

const weightsTable = `<table>
<caption>5 Man role weights</caption>
<thead><tr><th scope="col">Role</th><th scope="col">Weight</th></tr></thead>
<tbody>${FIVE_MAN_ROLES.map((role) => `<tr><th scope="row">${role}</th><td>${weight(role).toFixed(1)}</td></tr>`).join('')}</tbody>
<tfoot><tr><th scope="row">Sum</th><td>${TOTAL_WEIGHT.toFixed(1)}</td></tr></tfoot>
</table>`;

const exampleTable = `<table>
<caption>Example: a player who has never played 2nd Attacker</caption>
<thead><tr><th scope="col">Role</th><th scope="col">PB</th><th scope="col">Counts as</th></tr></thead>
<tbody>${FIVE_MAN_ROLES.map((role) => {
  const pb = EXAMPLE_PBS[role];
  return `<tr><th scope="row">${role}</th><td>${pb === undefined ? 'none' : formatTime(pb)}</td><td>${weight(role).toFixed(1)} × ${formatTime(exampleTime(role))}</td></tr>`;
}).join('')}</tbody>
</table>
<p>Weighted average: the five products added up, divided by ${TOTAL_WEIGHT.toFixed(1)}, is <strong>${formatTime(EXAMPLE_AVERAGE)}</strong>.</p>`;

/** Whose job each kind of penance is, per format: the same mapping the "Where the time goes" cards read. */
const jobsTable = `<table>
<caption>Whose job each kind of penance is</caption>
<thead><tr><th scope="col">Penance</th>${(['five_man', 'leech', 'duo_heal'] as const).map((format) => `<th scope="col">${FORMAT_LABELS[format]}</th>`).join('')}</tr></thead>
<tbody>${PENANCE_KINDS.map(
  (kind) =>
    `<tr><th scope="row">${KIND_TITLES[kind]}</th>${(['five_man', 'leech', 'duo_heal'] as const).map((format) => `<td>${rolesOfKind(format, kind).join(', ')}</td>`).join('')}</tr>`,
).join('')}</tbody>
</table>`;

const subTimeLabel = (seconds: number) => `Sub ${clock(seconds)} runs`;

const NEVER_SHARE_KEY: ContentBlock = {
  kind: 'text',
  tone: 'warning',
  text: 'Never share your UUID Key, not in Discord, not in a screenshot, not with a friend. The key identifies your account: anyone who has it can submit rounds as you.',
};

const SIGN_IN_STEP: Step = {
  title: 'Sign in to BA Times',
  blocks: [
    {
      kind: 'html',
      html: 'Select <strong>Login</strong> at the right of the top navigation and sign in with your Discord account. Your first sign-in creates your BA Times account.',
    },
    {
      kind: 'image',
      image: 'sign-in',
      alt: 'The BA Times top navigation: Round Times, Leaderboard and FAQ tabs, with the Login button circled at its right end.',
      caption: 'The Login button sits at the right of the top navigation, on a phone as on a computer.',
    },
  ],
};

const UUID_IMAGE: ContentBlock = {
  kind: 'image',
  image: 'uuid-key',
  alt: 'The UUID Key card of the Account page, showing the key masked: only its first and last four characters are visible.',
  caption: 'The UUID Key card on your Account page. The key stays masked unless you choose to show it; the copy button copies it either way.',
};

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'how-to-get-runs',
    question: 'How do my runs get onto BA Times?',
    answer: [
      {
        kind: 'text',
        text: 'Runs are recorded by the RuneLite plugin "Barbarian Assault PBs". Once it holds your UUID Key, every round you finish is sent to BA Times and linked to your account, with nothing more to do.',
      },
      {
        kind: 'stepper',
        label: 'Set up the plugin',
        steps: [
          SIGN_IN_STEP,
          {
            title: 'Copy your UUID Key',
            blocks: [
              {
                kind: 'html',
                html: 'Open your <a href="/account">Account page</a> (your name at the top right, then <strong>View Account</strong>). On the <strong>UUID Key</strong> card, press the copy button.',
              },
              UUID_IMAGE,
            ],
          },
          {
            title: 'Install the plugin',
            blocks: [
              {
                kind: 'html',
                html: 'In RuneLite, open the configuration panel (the wrench icon), choose <strong>Plugin Hub</strong>, search for <strong>Barbarian Assault PBs</strong> and press <strong>Install</strong>. RuneLite warns that the plugin sends data to a third-party site: the question on sharing your IP, below, explains what is sent.',
              },
            ],
          },
          {
            title: 'Paste the key into the plugin',
            blocks: [
              {
                kind: 'html',
                html: "Open the plugin's settings (the cog beside <strong>Barbarian Assault PBs</strong> in the plugin list) and paste your key into its UUID Key field. RuneLite saves it at once.",
              },
            ],
          },
          {
            title: 'Play',
            blocks: [
              {
                kind: 'text',
                text: 'Finish a round with the plugin on. The character you played is linked to your account, and the round appears in Round Times shortly after.',
              },
            ],
          },
        ],
      },
      {
        kind: 'html',
        html: "<h3>How a round is put together</h3><p>Everyone on the team who runs the plugin reports the same round. BA Times matches those reports (same team, same format, finished within a tick of each other) and keeps one round. The round time and the wave-by-wave splits come from the <strong>scroller's</strong> report, so ask your team's scroller to run the plugin too. Without it the round still counts, but some wave times can read 0.6 seconds slow and some QS ticks one tick fast.</p>",
      },
      NEVER_SHARE_KEY,
    ],
  },
  {
    id: 'why-share-ip',
    question: 'Why does the plugin say it shares my IP address?',
    answer: [
      {
        kind: 'text',
        text: 'RuneLite shows that notice on every plugin that talks to a server outside RuneLite, because a server always sees the address a request comes from. It is not a sign that the plugin reads anything from your computer.',
      },
      {
        kind: 'html',
        html: `<p>With each round, the plugin sends:</p>
<ul>
<li>the round itself: the team's character names and roles, the time, the wave splits and, when the plugin recorded one, a tick-by-tick replay of where everyone stood;</li>
<li>your UUID Key, which links the round to your account;</li>
<li>the region of the world you played on: <strong>USW</strong> or <strong>USE</strong> for the American worlds, or the country for the others (for example UK, DE or AU).</li>
</ul>
<p>The world's region lets BA Times group players and teams by where they play. On the Player Leaderboard you choose your own region on your <a href="/account">Account page</a>.</p>`,
      },
      {
        kind: 'text',
        text: 'Nothing else is collected: not your RuneScape login, not your email address, nothing from your computer. The server uses your IP address only to answer the request and to stop one address flooding the site with uploads; those counters last minutes and are never tied to your account.',
      },
    ],
  },
  {
    id: 'link-alt-accounts-discord',
    question: 'How do I link my alt accounts through Discord?',
    answer: [
      {
        kind: 'html',
        html: 'If you play Barbarian Assault on more than one character, link each of them to your account with the <code>/link</code> and <code>/main</code> slash commands in the BA Times community Discord. The leaderboard then counts them all as one player, under the name of your main.',
      },
      {
        kind: 'stepper',
        label: 'Link characters in Discord',
        steps: [
          {
            title: 'Open the community Discord',
            blocks: [
              {
                kind: 'text',
                text: 'Type the commands in any channel of the BA Times community Discord server. You do not need to sign in to the website first: your first command creates your account from your Discord profile.',
              },
            ],
          },
          {
            title: 'Link each character',
            blocks: [
              {
                kind: 'html',
                html: 'Type <code>/link</code>, choose the BA Times command from the list Discord offers, and enter the in-game name in its <code>character_name</code> box, for example <code>/link Iron Barb</code>. Repeat for every character. The first character you link becomes your main.',
              },
            ],
          },
          {
            title: 'Choose your main',
            blocks: [
              {
                kind: 'html',
                html: '<code>/main character_name</code> makes one of your linked characters your main: the leaderboard shows you under its name. A character has to be linked before it can be your main.',
              },
            ],
          },
          {
            title: 'Read the reply',
            blocks: [
              {
                kind: 'text',
                text: 'BA Times answers in a message only you can see. If the name is linked to another user, it stays with them for now and the admins are told of your claim; if the character is yours, they move it to you.',
              },
            ],
          },
        ],
      },
      {
        kind: 'text',
        text: 'Names are written as in game: 1 to 12 letters, digits, spaces, hyphens or underscores. Capitals do not matter.',
      },
    ],
  },
  {
    id: 'link-alt-accounts-website',
    question: 'How do I link my alt accounts on the website?',
    answer: [
      {
        kind: 'text',
        text: 'On the website, a character joins your account the first time the plugin uploads a round played on it with your UUID Key. Then you pick which character is your main.',
      },
      {
        kind: 'stepper',
        label: 'Link characters on the website',
        steps: [
          SIGN_IN_STEP,
          {
            title: 'Put your key in the plugin on every character',
            blocks: [
              {
                kind: 'html',
                html: 'Copy the key from the <strong>UUID Key</strong> card of your <a href="/account">Account page</a> into the plugin\'s settings. RuneLite keeps settings per profile: if you play an alt on another profile or computer, paste the same key there too.',
              },
              UUID_IMAGE,
            ],
          },
          {
            title: 'Play a round on the alt',
            blocks: [
              {
                kind: 'text',
                text: 'The first round the plugin uploads from that character links it to your account. A name already linked to someone else stays theirs for now, and the admins are told of your claim; if it is yours, they move it to you. You can unlink a character of yours on your Account page.',
              },
            ],
          },
          {
            title: 'Choose your main',
            blocks: [
              {
                kind: 'html',
                html: 'On your <a href="/account">Account page</a>, open <strong>Main Linked Account</strong> and pick the character the leaderboard should show you as. The list holds every character linked to your account; while no rounds have been recorded with your UUID, it has no data to offer.',
              },
              {
                kind: 'image',
                image: 'main-account',
                alt: 'The Main Linked Account card of the Account page with its list open, showing the characters linked to the account.',
                caption: 'Main Linked Account lists your linked characters; the one you pick is your name on the leaderboard.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'upload-old-times',
    question: 'Can I add times from before I used the plugin?',
    answer: [
      {
        kind: 'text',
        text: 'Yes: an admin can add a round the plugin never saw. Message an admin in the community Discord with:',
      },
      {
        kind: 'html',
        html: `<ul>
<li>the format, 5 Man or Leech;</li>
<li>the <strong>full team</strong>: every player's character name and the role they played;</li>
<li>the <strong>final time</strong>, and the date of the run;</li>
<li><strong>proof</strong>, such as a screenshot of the game showing the time, with the team in view if you can; wave times too, if you have them.</li>
</ul>`,
      },
      {
        kind: 'text',
        text: 'A run without the full team, the final time and proof cannot be added. Once added, it counts like any other round on Round Times and on the leaderboard.',
      },
    ],
  },
  {
    id: 'average-times',
    question: 'How are the average times worked out?',
    answer: [
      {
        kind: 'text',
        text: 'The Player Leaderboard ranks players by one time per format, made from their personal best (PB) in each role. A role\'s PB is the fastest round you played in that role, on any character linked to your account.',
      },
      {
        kind: 'text',
        text: `Averages are defined for ${FORMAT_LABELS.five_man} and ${FORMAT_LABELS.leech} only, so the leaderboard ranks those two formats. ${FORMAT_LABELS.duo_heal} rounds are listed on Round Times, with their world record and personal bests, and count towards nobody's average.`,
      },
      {
        kind: 'html',
        html: `<h3>5 Man: a weighted average</h3>
<p>Each role's PB is multiplied by the role's weight, and the total is divided by the sum of the weights, ${TOTAL_WEIGHT.toFixed(1)}. 2nd Attacker and Collector count for less than the other three roles.</p>
${weightsTable}`,
      },
      {
        kind: 'html',
        html: `<h3>Leech: a plain average</h3>
<p>The PBs of ${LEECH_ROLES.slice(0, -1).join(', ')} and ${LEECH_ROLES.at(-1)} count equally: their sum divided by ${LEECH_ROLES.length}.</p>`,
      },
      {
        kind: 'html',
        html: `<h3>Roles you have not played</h3>
<p>A role with no recorded runs counts as <strong>${DEFAULT_TIME}</strong>, in both formats. Playing every role once is the quickest way to bring your average down.</p>
${exampleTable}`,
      },
      {
        kind: 'html',
        html: `<h3>Sub-time runs</h3>
<p><strong>${subTimeLabel(SUB_TIME_THRESHOLD.five_man)}</strong> counts a player's 5 Man rounds that finished under ${clock(SUB_TIME_THRESHOLD.five_man)}; for Leech, <strong>${subTimeLabel(SUB_TIME_THRESHOLD.leech)}</strong> counts rounds under ${clock(SUB_TIME_THRESHOLD.leech)}. Opening a player's row shows the same count for each role, and a count above ${FLAME_COUNT_ABOVE} gets a flame-coloured chip.</p>`,
      },
    ],
  },
  {
    id: 'where-the-time-goes',
    question: 'What does "Where the time goes" tell me?',
    answer: [
      {
        kind: 'text',
        text: 'A wave ends when its last penance dies. The plugin records when the last fighter, ranger, runner and healer of each wave died, and when the queen spawned in wave 10, so BA Times can tell which kind held each wave open, and by how long after the others.',
      },
      {
        kind: 'html',
        html: `<p>Each kind of penance is some role's job, so the kind that died last says whose part of the wave took longest:</p>
${jobsTable}
<p>In wave 10 the wave ends when the queen dies, killed with the eggs the collector gathers.</p>`,
      },
      {
        kind: 'html',
        html: `<ul>
<li><strong>On a round's page</strong>, each wave is measured against ${REFERENCE_LABELS.top_ten} (the middle of the format's ten fastest rounds, wave by wave), ${REFERENCE_LABELS.world_record} or ${REFERENCE_LABELS.team_best}: the seconds the wave lost, and how much later each kind died than there. The line on top names the wave that lost the most and the kind that held it open.</li>
<li><strong>On a team's or a player's page</strong>, the same is counted over their rounds: how often each kind holds each wave open, and how many seconds it costs. A defender sees how often runners hold their waves.</li>
<li>The top ten, the world record and the bests come from the scroller's rounds only, as only their timer is exact. Rounds from a plugin too old to send death times have nothing to say here.</li>
</ul>`,
      },
    ],
  },
  {
    id: 'api',
    question: 'Is there an API for tools?',
    answer: [
      {
        kind: 'text',
        text: 'Yes. BA Times has a JSON API over HTTP, the same one this site and the RuneLite plugin use, so a bot, a spreadsheet or a tool of your own can work with the same data.',
      },
      {
        kind: 'html',
        html: `<ul>
<li><strong>Reading</strong> needs no account: every round with its wave splits, the Round Times list with its filters, the Player Leaderboard, players' personal bests and linked characters, and a stream of notices when rounds change.</li>
<li><strong>Sending rounds</strong> needs an API key: the plugin gets its own, and admins hand private keys to trusted tools.</li>
</ul>
<p>The <a href="/api-docs">API page</a> lists every call with its parameters, the fields it takes and examples of its answers.</p>`,
      },
    ],
  },
  {
    id: 'trusted-records',
    question: 'Why is my fast round "awaiting review"?',
    answer: [
      {
        kind: 'text',
        text: 'Anyone can send a round from the plugin, so a round that would set or tie a world record, or enter the top 3 of its format, waits for a check before it counts. It is kept the moment it arrives, never lost, and its own page says "Awaiting review", so you can share it.',
      },
      {
        kind: 'html',
        html: `<ul>
<li><strong>It counts at once</strong> when two of the team report it with their UUID keys in the plugin, each on a character linked to their own account. An admin can also approve it.</li>
<li><strong>Until then</strong> it is on no list, leaderboard or record, and no announcement is made. Once confirmed, it counts everywhere at once.</li>
<li><strong>Every report is kept as it was sent.</strong> Every teammate's plugin sends the round, and the scroller's timer is the exact one, so the round shows the scroller's report: its time, its wave splits, its QS spawns and its real time. It does so whichever teammate's report arrives first, and whether or not anyone has a UUID key, as long as another teammate's report agrees with it: the round time within a tick, and each wave within two ticks, as teammates' clients always are.</li>
<li><strong>A report nobody agrees with changes nothing.</strong> A report that claims to be the scroller's but whose times no teammate's report backs up never replaces what the round holds, splits included. Without an agreeing scroller's report, the first report holds the round, and one sent with the UUID key of the player whose character sent it outranks one without. A wave detail the shown report left out (a QS spawn, when the last penance of a kind died, the queen's spawn) is taken from a teammate's report that agrees with it.</li>
<li>Plugin rounds are dated when they arrive, or when they started if the plugin says so. Rounds under 5 minutes or over an hour are refused.</li>
</ul>`,
      },
    ],
  },
];
