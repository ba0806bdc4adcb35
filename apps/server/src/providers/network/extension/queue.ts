/** What the extension does: send an invitation, send a message, or read a conversation's page. */
export type ExtensionKind = 'invite' | 'message' | 'thread';

/** A message as the thread page shows it (no text: the engine reads only who wrote it and its key). */
export interface ExtensionThreadMessage {
  id: string;
  direction: 'inbound' | 'outbound';
  client_key: string | null;
  sent_at: string;
}

/** An action handed to the extension, as the queue holds it. */
export interface ExtensionTask {
  key: string;
  status: 'claimed' | 'taken' | 'done' | 'failed' | 'withdrawn';
  /**
   * done: what the network created (invitation or message id, when it was sent, whether the note went
   * with it) or, for a thread read, the conversation as its page shows it; failed: the network's code.
   */
  result: {
    id?: string;
    sent_at?: string;
    note_sent?: boolean;
    code?: string;
    conversation_id?: string | null;
    has_reply?: boolean;
    messages?: ExtensionThreadMessage[];
  } | null;
}

/**
 * Where the engine's claimed actions wait for the extension of their account (the credentials area keeps it
 * in the database). Every method is keyed by the account and the engine action's key.
 */
export interface ExtensionQueue {
  /**
   * Hands an invitation out under its key (once: the same key answers the same row). An earlier attempt of
   * the same invitation the extension still holds, or finished without the engine reading its result, is
   * answered instead: the extension never gets one invitation twice. `kind` defaults to 'invite'; a
   * message's text travels in `note`.
   */
  handOut(input: {
    credentialId: string;
    key: string;
    kind?: ExtensionKind;
    memberId: string;
    note: string | null;
  }): Promise<ExtensionTask>;
  state(credentialId: string, key: string): Promise<ExtensionTask | null>;
  /** claimed → withdrawn; false when the extension took it meanwhile. */
  withdraw(credentialId: string, key: string): Promise<boolean>;
  /** The engine has read the result of this row. */
  delivered(credentialId: string, key: string): Promise<void>;
  /** The account's latest invitation of this member the extension reported done. */
  lastInvitation(
    credentialId: string,
    memberId: string,
  ): Promise<(ExtensionTask & { note: string | null }) | null>;
}
