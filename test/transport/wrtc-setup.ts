/**
 * WebRTC and WebSocket for PeerJS in Node: assigns @roamhq/wrtc's classes and ws's WebSocket onto
 * globalThis. PeerJS checks for WebRTC when it is first imported, so import this module before
 * anything that imports peerjs (the transport tests import it first and load the transport after).
 */
import wrtc from '@roamhq/wrtc';
import { WebSocket } from 'ws';

/**
 * ws throws an uncaught exception when a connection fails and nobody listens for 'error' (and then
 * never fires `onclose`); browsers fire `onerror` then `onclose`. PeerJS only sets `onclose`, so
 * give it the browser behaviour.
 */
class BrowserLikeWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => {});
  }
}

const globals: Record<string, unknown> = {
  RTCPeerConnection: wrtc.RTCPeerConnection,
  RTCSessionDescription: wrtc.RTCSessionDescription,
  RTCIceCandidate: wrtc.RTCIceCandidate,
  RTCDataChannel: wrtc.RTCDataChannel,
  WebSocket: BrowserLikeWebSocket,
};
for (const [name, value] of Object.entries(globals)) {
  if (value !== undefined) Reflect.set(globalThis, name, value);
}
