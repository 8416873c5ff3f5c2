/** Messages other tabs of the same browser receive on the `montor-session` channel. */
export type TabMessage =
  | { type: 'loggedIn' }
  | { type: 'loggedOut' }
  | { type: 'pollingStarted' }
  | { type: 'pollingStopped' };

export interface TabHandlers {
  onMessage(message: TabMessage): void;
}

const CHANNEL_NAME = 'montor-session';

let channel: BroadcastChannel | null = null;
let receiving = false;

export function initTabs({ onMessage }: TabHandlers) {
  if (typeof BroadcastChannel === 'undefined' || channel) return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    // What a tab does because another tab told it must not be echoed back to the others.
    receiving = true;
    try {
      onMessage(event.data);
    } finally {
      receiving = false;
    }
  };
}

export function broadcast(message: TabMessage) {
  if (!receiving) channel?.postMessage(message);
}
