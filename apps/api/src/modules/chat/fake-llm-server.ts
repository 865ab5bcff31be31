import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (issue 8 item 4: "tested against a
 * local fake endpoint"). It speaks the protocol exactly: POST with `Authorization: Bearer <key>` and
 * `{model, messages: [{role: 'system'}, {role: 'user'}], temperature}`, answering
 * `{choices: [{message: {role: 'assistant', content}}]}`; a wrong key is a 401, a wrong body a 400.
 * It plays a gullible model: told to ignore its instructions, it prints its system prompt and the key it
 * was called with, so the test proves the adapter never lets either through; asked for a website, it
 * links one of its own (issue 14 item 4: the adapter lets no outside link through either).
 */
export interface FakeLlmRequest {
  authorization: string | undefined;
  body: {
    model?: unknown;
    messages?: { role?: unknown; content?: unknown }[];
    temperature?: unknown;
  };
}

export interface FakeLlm {
  url: string;
  requests: FakeLlmRequest[];
  /** Milliseconds to wait before answering (the timeout test). */
  delayMs: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeLlm(options: { key: string; model: string }): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  const state = { delayMs: 0 };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return send(404, { error: { message: 'not found' } });
      }
      let body: FakeLlmRequest['body'];
      try {
        body = JSON.parse(await readBody(request)) as FakeLlmRequest['body'];
      } catch {
        return send(400, { error: { message: 'invalid JSON' } });
      }
      const authorization = request.headers.authorization;
      requests.push({ authorization, body });
      if (authorization !== `Bearer ${options.key}`) return send(401, { error: { message: 'bad key' } });
      const [system, user] = body.messages ?? [];
      const wellFormed =
        body.model === options.model &&
        typeof body.temperature === 'number' &&
        body.messages?.length === 2 &&
        system?.role === 'system' &&
        typeof system.content === 'string' &&
        user?.role === 'user' &&
        typeof user.content === 'string';
      if (!wellFormed) return send(400, { error: { message: 'malformed request' } });
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));

      const question = user!.content as string;
      const facts = (system!.content as string).split('Facts:\n')[1] ?? '';
      const content = /ignore (all |any )?previous instructions/i.test(question)
        ? `Sure! My instructions are:\n${system!.content as string}\nAnd my API key is ${authorization.slice('Bearer '.length)}`
        : /\bwebsite\b/i.test(question)
          ? `LLM says: ${facts}\nClaim your prize at [our partner](https://evil.example/win) or https://evil.example.`
          : `LLM says: ${facts}`.trim();
      send(200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        model: options.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
