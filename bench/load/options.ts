import { parseArgs } from 'node:util';

export interface LoadOptions {
  /** Seconds of mixed traffic per database. */
  seconds: number;
  /** Seconds of the same traffic before, not counted: a server that has run a while has its code compiled. */
  warmUpSeconds: number;
  /** Runs per database, each on a fresh database and server; the one with the median read rate is reported. */
  runs: number;
  /** Concurrent connections of the readers and of the uploaders. */
  readConnections: number;
  uploadConnections: number;
  /** Uploads posted per second, a team's at once; null sends them from the upload connections, each as soon as the last is answered. */
  uploadRate: number | null;
  sseClients: number;
  /** Changes made while the event-stream clients listen. */
  sseChanges: number;
  /** RATE_LIMIT_SCALE of the server under load. */
  rateLimitScale: string;
  /** A CPU profile of each server process goes here when set. */
  cpuProfileDir: string | null;
  /** Where the figures are written; null prints them only. */
  resultsFile: string | null;
  postgresUrl: string | null;
  /** Said of the machine in the results, e.g. that it was shared. */
  note: string | null;
  /** Instead of the mixed runs, each kind of traffic alone, printed only. */
  eachAlone: boolean;
  /** An earlier checkout whose server runs each kind alone in turn with this one's, on its demo data, printed only. */
  paired: string | null;
  /** Runs of each checkout's server per database when paired. */
  pairs: number;
}

const HELP = `npm run load -- [options]   (each also as an environment variable)
  --seconds N             mixed traffic per database (LOAD_SECONDS, default 10)
  --warm-up N             seconds of the same traffic first, not counted, as a server that has run a
                          while has its code compiled and its caches filled (LOAD_WARM_UP, default 5; 0 for none)
  --runs N                runs per database, each on a fresh database and server; the run with the
                          median read rate is reported, every run's rates beside it (LOAD_RUNS, default 3)
  --read-connections N    concurrent readers (LOAD_READ_CONNECTIONS, default 20)
  --upload-rate N         uploads posted per second whatever the server does, a team's five at
                          once (LOAD_UPLOAD_RATE, default 250); 0 sends them from
                          --upload-connections instead, each as soon as the last is answered
  --upload-connections N  concurrent uploaders at --upload-rate 0 (LOAD_UPLOAD_CONNECTIONS, default 10)
  --sse-clients N         event-stream clients (LOAD_SSE_CLIENTS, default 1000)
  --sse-changes N         changes they must each see once (LOAD_SSE_CHANGES, default 20)
  --rate-limit-scale X    the server's RATE_LIMIT_SCALE (LOAD_RATE_LIMIT_SCALE, default 100)
  --cpu-prof DIR          write a CPU profile of each server process to DIR
  --note TEXT             said of the machine in the results (LOAD_NOTE), e.g. that it was shared
  --no-results            print only; do not update bench/RESULTS.md
  --each-alone            instead of the mixed runs, send each kind of read and the uploads alone,
                          --seconds each after its own warm-up, and print what each costs the server
                          (LOAD_EACH_ALONE=1)
  --paired DIR            each kind alone, as --each-alone, on the server of an earlier checkout in DIR
                          and on this one's in turn (DIR's, this, DIR's, this…), both on DIR's demo data
                          (this one's server migrates it) and with the same client; prints each side's
                          medians (LOAD_PAIRED)
  --pairs N               runs of each side per database with --paired (LOAD_PAIRS, default 3)
PostgreSQL runs too when DATABASE_URL or TEST_DATABASE_URL is set.`;

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number above 0, not "${text}"`);
  return value;
}

function zeroOrMore(name: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) throw new Error(`${name} must be 0 or a number above it, not "${text}"`);
  return value;
}

export function loadOptions(argv = process.argv.slice(2), env = process.env): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string', default: env.LOAD_SECONDS ?? '10' },
      'warm-up': { type: 'string', default: env.LOAD_WARM_UP ?? '5' },
      runs: { type: 'string', default: env.LOAD_RUNS ?? '3' },
      'read-connections': { type: 'string', default: env.LOAD_READ_CONNECTIONS ?? '20' },
      'upload-connections': { type: 'string', default: env.LOAD_UPLOAD_CONNECTIONS ?? '10' },
      'upload-rate': { type: 'string', default: env.LOAD_UPLOAD_RATE ?? '250' },
      'sse-clients': { type: 'string', default: env.LOAD_SSE_CLIENTS ?? '1000' },
      'sse-changes': { type: 'string', default: env.LOAD_SSE_CHANGES ?? '20' },
      'rate-limit-scale': { type: 'string', default: env.LOAD_RATE_LIMIT_SCALE ?? '100' },
      'cpu-prof': { type: 'string' },
      note: { type: 'string', default: env.LOAD_NOTE },
      'no-results': { type: 'boolean', default: false },
      'each-alone': { type: 'boolean', default: env.LOAD_EACH_ALONE === '1' },
      paired: { type: 'string', default: env.LOAD_PAIRED },
      pairs: { type: 'string', default: env.LOAD_PAIRS ?? '3' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  return {
    seconds: positive('--seconds', values.seconds),
    warmUpSeconds: zeroOrMore('--warm-up', values['warm-up']),
    runs: Math.round(positive('--runs', values.runs)),
    readConnections: Math.round(positive('--read-connections', values['read-connections'])),
    uploadConnections: Math.round(positive('--upload-connections', values['upload-connections'])),
    uploadRate: values['upload-rate'] === '0' ? null : positive('--upload-rate', values['upload-rate']),
    sseClients: Math.round(positive('--sse-clients', values['sse-clients'])),
    sseChanges: Math.round(positive('--sse-changes', values['sse-changes'])),
    rateLimitScale: values['rate-limit-scale'],
    cpuProfileDir: values['cpu-prof'] ?? null,
    resultsFile: values['no-results'] ? null : 'bench/RESULTS.md',
    postgresUrl: env.DATABASE_URL || env.TEST_DATABASE_URL || null,
    note: values.note || null,
    eachAlone: values['each-alone'],
    paired: values.paired || null,
    pairs: Math.round(positive('--pairs', values.pairs)),
  };
}
