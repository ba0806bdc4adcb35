/** An action handed to the extension, as the queue holds it. */
export interface ExtensionTask {
  key: string;
  status: 'claimed' | 'taken' | 'done' | 'failed' | 'withdrawn';
  /** done: the invitation's id, when it was sent, whether the note went with it; failed: the network's code. */
  result: { id?: string; sent_at?: string; note_sent?: boolean; code?: string } | null;
}

/**
 * Where the engine's claimed actions wait for the extension of their account (the credentials area keeps it
 * in the database). Every method is keyed by the account and the engine action's key.
 */
export interface ExtensionQueue {
  /**
   * Hands an invitation out under its key (once: the same key answers the same row). An earlier attempt of
   * the same invitation the extension still holds, or finished without the engine reading its result, is
   * answered instead: the extension never gets one invitation twice.
   */
  handOut(input: {
    credentialId: string;
    key: string;
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
