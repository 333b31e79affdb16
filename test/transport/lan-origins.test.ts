/**
 * The lobby's network addresses (src/app/lan.ts): asked for only by a page opened on this computer
 * (a `localhost` link is the one a friend cannot open), read defensively from `GET /addresses`
 * (src/server/game-server.ts), and empty whenever the server does not say.
 */
import { describe, expect, it } from 'vitest';
import { lanOrigins } from '../../src/app/lan.ts';

function answering(body: unknown, status = 200) {
  const asked: string[] = [];
  const get = (url: string): Promise<Response> => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { asked, get };
}

describe('lanOrigins', () => {
  it('asks the page’s own server and returns the network origins it listens on', async () => {
    const server = answering({
      network: ['http://192.168.1.20:8080/', 'http://10.0.0.7:8080/', 'http://192.168.1.20:8080/'],
    });
    expect(await lanOrigins('http://localhost:8080/#/match/m1', server.get)).toEqual([
      'http://192.168.1.20:8080',
      'http://10.0.0.7:8080',
    ]);
    expect(server.asked).toEqual(['http://localhost:8080/addresses']);
  });

  it('does not ask when the page is already at an address a friend can use', async () => {
    for (const page of ['http://192.168.1.20:8080/', 'https://parley.example/']) {
      const server = answering({ network: ['http://192.168.1.20:8080/'] });
      expect(await lanOrigins(page, server.get)).toEqual([]);
      expect(server.asked).toEqual([]);
    }
  });

  it('keeps only http(s) URLs that are not this computer; anything else gives none', async () => {
    const mixed = answering({
      network: [
        'javascript:alert(1)',
        'http://127.0.0.1:8080/',
        42,
        'nonsense',
        'https://10.0.0.7/',
      ],
    });
    expect(await lanOrigins('http://127.0.0.1:8080/', mixed.get)).toEqual(['https://10.0.0.7']);
    for (const [body, status] of [
      [{ network: 'http://10.0.0.7/' }, 200],
      [['http://10.0.0.7/'], 200],
      [{ network: ['http://10.0.0.7/'] }, 404],
    ] as const) {
      expect(await lanOrigins('http://localhost/', answering(body, status).get)).toEqual([]);
    }
    const failing = (): Promise<Response> => Promise.reject(new Error('offline'));
    expect(await lanOrigins('http://localhost/', failing)).toEqual([]);
    const html = (): Promise<Response> => Promise.resolve(new Response('<!doctype html>'));
    expect(await lanOrigins('http://localhost/', html)).toEqual([]);
  });
});
