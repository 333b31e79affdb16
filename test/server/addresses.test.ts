/**
 * Which addresses `npm start` names (src/server/addresses.ts) and tells the app
 * (`GET /addresses`, src/server/game-server.ts): only those it listens on, and the network ones
 * only to a caller on this machine.
 */
import type { IncomingMessage } from 'node:http';
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, listenUrls, type Interfaces } from '../../src/server/addresses.ts';
import { addressesBody } from '../../src/server/game-server.ts';

function nic(address: string, family: 'IPv4' | 'IPv6', internal = false): NetworkInterfaceInfo {
  const common = { address, netmask: '', mac: '00:00:00:00:00:00', internal, cidr: null };
  return family === 'IPv4' ? { ...common, family } : { ...common, family, scopeid: 0 };
}

const interfaces: Interfaces = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  eth0: [nic('192.168.1.20', 'IPv4'), nic('fe80::1', 'IPv6'), nic('2001:db8::20', 'IPv6')],
  wlan0: [nic('10.0.0.7', 'IPv4')],
};

describe('listenUrls', () => {
  it('bound to 127.0.0.1 (or ::1): localhost only, never a network address', () => {
    expect(listenUrls('127.0.0.1', 8080, interfaces)).toEqual({
      local: ['http://localhost:8080/'],
      network: [],
    });
    expect(listenUrls('::1', 8080, interfaces)).toEqual({
      local: ['http://localhost:8080/'],
      network: [],
    });
    expect(listenUrls('127.0.0.2', 9, interfaces)).toEqual({
      local: ['http://127.0.0.2:9/'],
      network: [],
    });
  });

  it('bound to 0.0.0.0: localhost and every IPv4 interface address', () => {
    expect(listenUrls('0.0.0.0', 8080, interfaces)).toEqual({
      local: ['http://localhost:8080/'],
      network: ['http://192.168.1.20:8080/', 'http://10.0.0.7:8080/'],
    });
  });

  it('bound to :: (dual stack): IPv4 and IPv6 addresses, but not link-local ones', () => {
    expect(listenUrls('::', 8080, interfaces).network).toEqual([
      'http://192.168.1.20:8080/',
      'http://[2001:db8::20]:8080/',
      'http://10.0.0.7:8080/',
    ]);
  });

  it('bound to one network address: only that one', () => {
    expect(listenUrls('192.168.1.20', 80, interfaces)).toEqual({
      local: [],
      network: ['http://192.168.1.20:80/'],
    });
  });

  it('knows loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of ['192.168.1.20', '::', '0.0.0.0', '::ffff:10.0.0.1', '128.0.0.1']) {
      expect(isLoopbackAddress(a), a).toBe(false);
    }
  });
});

describe('GET /addresses', () => {
  const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as IncomingMessage;

  it('tells a caller on this machine the network URLs the server listens on', () => {
    expect(addressesBody(from('127.0.0.1'), '0.0.0.0', 8080, interfaces)).toEqual({
      network: ['http://192.168.1.20:8080/', 'http://10.0.0.7:8080/'],
    });
    expect(
      addressesBody(from('::ffff:127.0.0.1'), '0.0.0.0', 8080, interfaces).network,
    ).toHaveLength(2);
    expect(addressesBody(from('127.0.0.1'), '127.0.0.1', 8080, interfaces)).toEqual({
      network: [],
    });
  });

  it('tells anyone else nothing', () => {
    expect(addressesBody(from('192.168.1.30'), '0.0.0.0', 8080, interfaces)).toEqual({
      network: [],
    });
  });
});
