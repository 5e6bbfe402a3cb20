import crypto from 'node:crypto';
import http from 'node:http';

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
}

interface IssuedCode {
  user: FakeDiscordUser;
  redirectUri: string;
}

/**
 * A strict stand-in for Discord on 127.0.0.1: OAuth2 authorize, token exchange, the current user and
 * application commands. It refuses anything real Discord would refuse that our code could get wrong:
 * a wrong client id or secret, a redirect_uri other than the authorized one, a reused code, a bad
 * bearer or bot token.
 */
export class FakeDiscord {
  readonly clientId = '1111111111111111111';
  readonly clientSecret = crypto.randomBytes(16).toString('hex');
  readonly applicationId = '2222222222222222222';
  readonly botToken = crypto.randomBytes(16).toString('hex');
  /** Who approves the next authorize request; `null` makes the user press Cancel. */
  nextUser: FakeDiscordUser | null = { id: '333333333333333333', username: 'fake_player', global_name: 'Fake Player' };
  /** Makes the token endpoint fail like an outage. */
  failTokenExchange = false;
  readonly commands: unknown[] = [];
  readonly requests: { method: string; path: string }[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, FakeDiscordUser>();
  private server: http.Server | null = null;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch(() => this.send(res, 500, { message: 'fake failure' }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The settings that point BA Times at this fake. */
  env(): Record<string, string> {
    return {
      DISCORD_CLIENT_ID: this.clientId,
      DISCORD_CLIENT_SECRET: this.clientSecret,
      DISCORD_BASE_URL: this.baseUrl,
      DISCORD_APPLICATION_ID: this.applicationId,
      DISCORD_BOT_TOKEN: this.botToken,
    };
  }

  private send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  private async body(req: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    this.requests.push({ method: req.method ?? '', path: url.pathname });
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/api/oauth2/token') return this.token(req, res);
    if (req.method === 'GET' && url.pathname === '/api/users/@me') return this.me(req, res);
    const commandsPath = `/api/v10/applications/${this.applicationId}/commands`;
    if (url.pathname === commandsPath && req.method === 'PUT') return this.putCommands(req, res);
    this.send(res, 404, { message: '404: Not Found', code: 0 });
  }

  private authorize(url: URL, res: http.ServerResponse): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    if (q.get('client_id') !== this.clientId || !redirectUri) return this.send(res, 400, { message: 'Invalid OAuth2 application' });
    if (q.get('response_type') !== 'code' || !(q.get('scope') ?? '').split(' ').includes('identify')) {
      return this.send(res, 400, { message: 'Invalid response_type or scope' });
    }
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    if (!this.nextUser) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The resource owner or authorization server denied the request');
    } else {
      const code = crypto.randomBytes(12).toString('hex');
      this.codes.set(code, { user: this.nextUser, redirectUri });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { Location: back.toString() });
    res.end();
  }

  private async token(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return this.send(res, 400, { error: 'invalid_request' });
    }
    const form = new URLSearchParams(await this.body(req));
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':') : [form.get('client_id'), form.get('client_secret')];
    if (id !== this.clientId || secret !== this.clientSecret) return this.send(res, 401, { error: 'invalid_client' });
    if (this.failTokenExchange) return this.send(res, 502, { message: 'Bad Gateway' });
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (form.get('grant_type') !== 'authorization_code' || !issued || issued.redirectUri !== form.get('redirect_uri')) {
      return this.send(res, 400, { error: 'invalid_grant' });
    }
    const accessToken = crypto.randomBytes(16).toString('hex');
    this.accessTokens.set(accessToken, issued.user);
    this.send(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 604800, refresh_token: 'unused', scope: 'identify' });
  }

  private me(req: http.IncomingMessage, res: http.ServerResponse): void {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const user = bearer ? this.accessTokens.get(bearer[1]!) : undefined;
    if (!user) return this.send(res, 401, { message: '401: Unauthorized', code: 0 });
    this.send(res, 200, { id: user.id, username: user.username, global_name: user.global_name ?? null, avatar: null, discriminator: '0' });
  }

  private async putCommands(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.headers.authorization !== `Bot ${this.botToken}`) return this.send(res, 401, { message: '401: Unauthorized', code: 0 });
    const commands = JSON.parse(await this.body(req)) as unknown[];
    if (!Array.isArray(commands)) return this.send(res, 400, { message: 'Invalid Form Body', code: 50035 });
    this.commands.splice(0, this.commands.length, ...commands);
    this.send(res, 200, commands.map((c, i) => ({ id: String(4000 + i), application_id: this.applicationId, ...(c as object) })));
  }
}
