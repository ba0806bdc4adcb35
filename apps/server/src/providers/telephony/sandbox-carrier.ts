import { randomUUID } from 'node:crypto';
import { RTCPeerConnection, RtpHeader, RtpPacket, MediaStreamTrack, usePCMU } from 'werift';
import { FRAME_MS, FRAME_SAMPLES, farEndSample, linearToMulaw, mulawToLinear, stereoWav } from './audio.js';
import type { CallEnd, CallStart, Carrier } from './telephony.js';

/** Sandbox destinations that never answer (the failed-call path): numbers whose digits end in 0000. */
export const SANDBOX_UNREACHABLE = /0000$/;

/** Growable 16-bit buffer written at sample offsets (RTP timestamps), so packet loss leaves silence. */
class Track16 {
  private data = new Int16Array(8_000 * 60);
  length = 0;
  write(at: number, samples: ArrayLike<number>) {
    const end = at + samples.length;
    if (end > this.data.length) {
      const grown = new Int16Array(Math.max(end, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    for (let i = 0; i < samples.length; i++) this.data[at + i] = samples[i]!;
    this.length = Math.max(this.length, end);
  }
  view(length = this.length) {
    return this.data.subarray(0, Math.min(length, this.data.length));
  }
}

interface LiveCall {
  pc: RTCPeerConnection;
  connectedAt: Date | null;
  caller: Track16;
  far: Track16;
  /** RTP timestamp of the caller's first packet, and where it lands in the recording. */
  callerBase: { ts: number; at: number } | null;
  timer: NodeJS.Timeout | null;
  ended: Promise<CallEnd> | null;
}

const waitGathered = (pc: RTCPeerConnection) =>
  new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve());
  });

/**
 * The sandbox carrier: the far end of every call is a WebRTC peer in this process (werift). It answers the
 * browser's offer with PCMU audio, speaks a synthetic voice for as long as the call lasts, and records
 * both sides (caller left, far end right) into a stereo WAV.
 */
export function createSandboxCarrier(): Carrier {
  const calls = new Map<string, LiveCall>();

  const finish = (sid: string): Promise<CallEnd> => {
    const call = calls.get(sid);
    if (!call) return Promise.resolve({ connected: false, durationSeconds: 0, recording: null });
    call.ended ??= (async () => {
      if (call.timer) clearInterval(call.timer);
      const endedAt = Date.now();
      await call.pc.close().catch(() => undefined);
      calls.delete(sid);
      if (!call.connectedAt) return { connected: false, durationSeconds: 0, recording: null };
      const seconds = (endedAt - call.connectedAt.getTime()) / 1_000;
      const samples = Math.round(seconds * 8_000);
      return {
        connected: true,
        durationSeconds: Math.round(seconds),
        recording: stereoWav(call.caller.view(samples), call.far.view(samples)),
      };
    })();
    return call.ended;
  };

  return {
    async start(input: CallStart) {
      if (SANDBOX_UNREACHABLE.test(input.to.replace(/\D/g, ''))) return { ok: false, reason: 'unreachable' };
      const sid = `CA${randomUUID().replace(/-/g, '')}`;
      const pc = new RTCPeerConnection({ codecs: { audio: [usePCMU()], video: [] } });
      const call: LiveCall = {
        pc,
        connectedAt: null,
        caller: new Track16(),
        far: new Track16(),
        callerBase: null,
        timer: null,
        ended: null,
      };
      calls.set(sid, call);
      const voice = new MediaStreamTrack({ kind: 'audio' });
      pc.addTransceiver(voice, { direction: 'sendrecv' });
      pc.onTrack.subscribe((track) => {
        track.onReceiveRtp.subscribe((rtp) => {
          if (!call.connectedAt) return;
          const now = Math.round(((Date.now() - call.connectedAt.getTime()) * 8_000) / 1_000);
          call.callerBase ??= { ts: rtp.header.timestamp, at: now };
          const offset = call.callerBase.at + ((rtp.header.timestamp - call.callerBase.ts) >>> 0);
          // A timestamp far ahead of the clock is a wrapped or bogus packet: drop it.
          if (offset > now + 8_000) return;
          call.caller.write(offset, Array.from(rtp.payload, mulawToLinear));
        });
      });
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'connected' && !call.connectedAt) {
          call.connectedAt = new Date();
          input.onConnected?.(call.connectedAt);
          speak(call, voice);
        }
        if (state === 'failed' || state === 'closed' || state === 'disconnected')
          void finish(sid).then((end) => input.onRemoteEnd?.(end));
      });
      await pc.setRemoteDescription({ type: 'offer', sdp: input.offerSdp });
      await pc.setLocalDescription(await pc.createAnswer());
      await waitGathered(pc);
      return { ok: true, sid, answerSdp: pc.localDescription!.sdp };
    },
    hangup: finish,
    isLive: (sid) => calls.has(sid),
  };
}

/** Sends the far end's voice, one 20 ms packet per frame due on the wall clock (drift-free). */
function speak(call: LiveCall, voice: MediaStreamTrack) {
  const ssrc = (Math.random() * 0xffffffff) >>> 0;
  let sent = 0;
  let seq = (Math.random() * 0xffff) >>> 0;
  const tick = () => {
    const due = Math.floor((Date.now() - call.connectedAt!.getTime()) / FRAME_MS);
    for (; sent < due; sent++) {
      const pcm = new Int16Array(FRAME_SAMPLES);
      for (let i = 0; i < FRAME_SAMPLES; i++) pcm[i] = farEndSample(sent * FRAME_SAMPLES + i);
      call.far.write(sent * FRAME_SAMPLES, pcm);
      const payload = Buffer.from(Array.from(pcm, linearToMulaw));
      const header = new RtpHeader({
        payloadType: 0,
        sequenceNumber: seq,
        timestamp: (sent * FRAME_SAMPLES) >>> 0,
        ssrc,
        marker: sent === 0,
      });
      seq = (seq + 1) & 0xffff;
      voice.writeRtp(new RtpPacket(header, payload));
    }
  };
  call.timer = setInterval(tick, FRAME_MS);
}
