import { useCallback, useEffect, useRef, useState } from 'react';
import type { Call } from '@leadloop/domain/dialer/entities';
import type { CallState } from '@leadloop/domain/dialer/enums';
import { CALL_TIMER_TICK_MS } from '@leadloop/domain/dialer/constants';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { api } from '../../../lib/api';

/** 001 §5: the browser must be able to call (microphone access and WebRTC). */
export const browserSupportsCalls = () =>
  typeof window !== 'undefined' &&
  typeof window.RTCPeerConnection === 'function' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

const gathered = (pc: RTCPeerConnection) =>
  new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
    // Host candidates come at once; do not wait on a slow interface for ever.
    setTimeout(resolve, 3_000);
  });

interface Live {
  pc: RTCPeerConnection;
  stream: MediaStream;
  callId: string | null;
  timer: number | null;
}

/**
 * The voice client (001 §4 Dialer calls): the microphone, a WebRTC call through the server's carrier,
 * connecting → connected (a one-second timer) → disconnected. A failure stops the microphone and ends with
 * no history entry; a call that connected ends with the call as kept (`onEnded(call)`).
 */
export function useCall(onEnded: (call: Call | null, error?: unknown) => void) {
  const [state, setState] = useState<CallState | 'idle'>('idle');
  const [seconds, setSeconds] = useState(0);
  const [muted, setMuted] = useState(false);
  const live = useRef<Live | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  const release = () => {
    const l = live.current;
    live.current = null;
    if (!l) return null;
    if (l.timer) window.clearInterval(l.timer);
    // 001 §4: disconnected or failed stops the microphone tracks.
    l.stream.getTracks().forEach((t) => t.stop());
    l.pc.close();
    if (audio.current) audio.current.srcObject = null;
    return l;
  };

  const fail = useCallback((error: unknown) => {
    const l = release();
    setState('failed');
    if (l?.callId) void api.post(`/dialer/voice/calls/${l.callId}/hangup`).catch(() => undefined);
    ended.current(null, error);
  }, []);

  const start = useCallback(
    async (phoneId: string, to: string) => {
      setSeconds(0);
      setMuted(false);
      setState('connecting');
      try {
        if (!browserSupportsCalls()) throw new Error(MESSAGES.browserNoCalls);
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
        const pc = new RTCPeerConnection();
        live.current = { pc, stream, callId: null, timer: null };
        stream.getAudioTracks().forEach((t) => pc.addTrack(t, stream));
        pc.addEventListener('track', (e) => {
          audio.current ??= new Audio();
          audio.current.srcObject = e.streams[0] ?? new MediaStream([e.track]);
          void audio.current.play().catch(() => undefined);
        });
        pc.addEventListener('connectionstatechange', () => {
          const l = live.current;
          if (!l || l.pc !== pc) return;
          if (pc.connectionState === 'connected' && !l.timer) {
            setState('connected');
            l.timer = window.setInterval(() => setSeconds((s) => s + 1), CALL_TIMER_TICK_MS);
          }
          if (pc.connectionState === 'failed') fail(new Error(MESSAGES.callFailed));
        });
        await pc.setLocalDescription(await pc.createOffer());
        await gathered(pc);
        const { one_time_key } = await api.get<{ one_time_key: string }>('/dialer/token');
        const answer = await api.post<{ call_id: string; sdp: string }>('/dialer/voice/calls', {
          one_time_key,
          phone_id: phoneId,
          to,
          sdp: pc.localDescription!.sdp,
        });
        if (live.current?.pc !== pc) return;
        live.current.callId = answer.call_id;
        await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
      } catch (error) {
        fail(error);
      }
    },
    [fail],
  );

  const hangup = useCallback(async () => {
    const l = release();
    setState('disconnected');
    if (!l?.callId) return ended.current(null);
    try {
      const { call } = await api.post<{ call: Call | null }>(`/dialer/voice/calls/${l.callId}/hangup`);
      ended.current(call);
    } catch (error) {
      ended.current(null, error);
    }
  }, []);

  const toggleMute = useCallback(() => {
    const l = live.current;
    if (!l) return;
    setMuted((m) => {
      l.stream.getAudioTracks().forEach((t) => (t.enabled = m));
      return !m;
    });
  }, []);

  /** A dialpad key during a call: a DTMF tone where the carrier negotiated them. */
  const sendDigit = useCallback((digit: string) => {
    const dtmf = live.current?.pc.getSenders()[0]?.dtmf;
    if (dtmf?.canInsertDTMF) dtmf.insertDTMF(digit);
  }, []);

  useEffect(() => () => void release(), []);

  return { state, seconds, muted, start, hangup, toggleMute, sendDigit, reset: () => setState('idle') };
}

/** mm:ss, or hh:mm:ss from an hour (001 §4). */
export function formatTimer(total: number) {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
