/**
 * The app's hash routes (src/app/router.ts): every screen's hash, formats and levels from the
 * query, and hostile share links turned into a `bad-link` route with a reason (never an exception).
 */
import { expect } from '@open-wc/testing';
import { parseRoute, routeHash, type Route } from '../../src/app/router.ts';

describe('app router', () => {
  it('parses every screen', () => {
    expect(parseRoute('')).to.deep.equal({ name: 'home' });
    expect(parseRoute('#/')).to.deep.equal({ name: 'home' });
    const paragons = (options: Record<string, string>) => ({ game: 'paragons', options });
    expect(parseRoute('#/friend/new?bo=3&mode=draft')).to.deep.equal({
      name: 'friend-new',
      format: paragons({ bo: '3', mode: 'draft' }),
    });
    expect(parseRoute('#/bot?level=hard')).to.deep.equal({
      name: 'bot',
      format: paragons({ bo: '1', mode: 'preconstructed' }),
      level: 'hard',
    });
    expect(parseRoute('#/local?game=paragons&bo=7&mode=draft')).to.deep.equal({
      name: 'local',
      format: paragons({ bo: '1', mode: 'draft' }),
    });
    expect(parseRoute('#/match/m0123456789abcdef')).to.deep.equal({
      name: 'match',
      id: 'm0123456789abcdef',
    });
    expect(parseRoute('#/verify')).to.deep.equal({ name: 'verify', id: null });
    expect(parseRoute('#/history')).to.deep.equal({ name: 'history' });
    expect(parseRoute('#/settings')).to.deep.equal({ name: 'settings' });
    expect(parseRoute('#/join/parley-0123456789abcdef0123/0123456789abcdef')).to.deep.equal({
      name: 'join',
      hostPeerId: 'parley-0123456789abcdef0123',
      fingerprint: '0123456789abcdef',
      game: 'paragons',
    });
  });

  it('parses the rules reference of every registered game, at a term or at the top', () => {
    for (const game of ['paragons', 'authority']) {
      expect(parseRoute(`#/rules/${game}`)).to.deep.equal({ name: 'rules', game, term: null });
      expect(parseRoute(`#/rules/${game}/first-blood`)).to.deep.equal({
        name: 'rules',
        game,
        term: 'first-blood',
      });
      for (const term of [null, 'mulligan']) {
        const r: Route = { name: 'rules', game, term };
        expect(parseRoute(routeHash(r))).to.deep.equal(r);
      }
    }
    const bad = (hash: string) => {
      const r = parseRoute(hash);
      expect(r.name, hash).to.equal('bad-link');
      return r.name === 'bad-link' ? r.reason : '';
    };
    expect(bad('#/rules/chess')).to.contain('unknown game "chess"');
    expect(bad('#/rules/chess')).to.contain('paragons, authority');
    expect(bad('#/rules')).to.contain('#/rules/<game>');
    expect(bad('#/rules/paragons/a/b')).to.contain('#/rules/<game>');
    expect(bad('#/rules/%E0%A4%A')).to.contain('not properly encoded');
    expect(bad('#/rules/paragons/First%20Blood')).to.contain('does not name a rules term');
    expect(bad('#/rules/paragons/<script>')).to.contain('does not name a rules term');
    expect(bad(`#/rules/paragons/${'a'.repeat(65)}`)).to.contain('does not name a rules term');
  });

  it('round-trips the hashes it links to', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'friend-new', format: { game: 'paragons', options: { bo: '3', mode: 'draft' } } },
      {
        name: 'bot',
        format: { game: 'paragons', options: { bo: '1', mode: 'preconstructed' } },
        level: 'easy',
      },
      { name: 'local', format: { game: 'paragons', options: { bo: '3', mode: 'preconstructed' } } },
      {
        name: 'join',
        hostPeerId: 'parley-0123',
        fingerprint: '0123456789abcdef',
        game: 'paragons',
      },
      { name: 'match', id: 'mabcdef0123456789' },
      { name: 'verify', id: null },
      { name: 'history' },
      { name: 'settings' },
    ];
    for (const r of routes) expect(parseRoute(routeHash(r))).to.deep.equal(r);
  });

  it('turns hostile share links into a bad-link route with a reason', () => {
    const hostile = [
      '#/join/<script>alert(1)</script>/0123456789abcdef',
      '#/join/parley-x/0123456789ABCDEF',
      '#/join/parley-x/0123',
      '#/join/parley-x',
      '#/join/parley-x/0123456789abcdef/extra',
      '#/join/%E0%A4%A/0123456789abcdef',
      '#/join/a%20b/0123456789abcdef',
      `#/join/${'a'.repeat(65)}/0123456789abcdef`,
      `#/join/${'a'.repeat(3000)}`,
      '#/match/x',
      '#/bot?game=chess',
      '#/join/parley-x/0123456789abcdef?game=chess',
    ];
    for (const h of hostile) {
      const r = parseRoute(h);
      expect(r.name, h).to.equal('bad-link');
      if (r.name === 'bad-link') expect(r.reason.length).to.be.greaterThan(5);
    }
    expect(parseRoute('#/nowhere').name).to.equal('not-found');
    const chess = parseRoute('#/local?game=chess');
    expect(chess.name === 'bad-link' ? chess.reason : '').to.contain('this build knows paragons');
  });
});
