// One sign-in per browser: a tab with no session is handed the sessionStorage session another
// tab holds, over the BroadcastChannel; a tab holding one answers such a request. (jsdom has one
// window: the other tab is a second channel on the same name, as the browser gives each tab.)
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredUser, getToken, requestSessionFromOtherTabs, setStoredUser, setToken } from './session';

const otherTabs: BroadcastChannel[] = [];
function otherTab(): BroadcastChannel {
  const tab = new BroadcastChannel('kiyasla.session');
  otherTabs.push(tab);
  return tab;
}

afterEach(() => {
  otherTabs.splice(0).forEach((tab) => tab.close());
  localStorage.clear();
  sessionStorage.clear();
});

describe('session handover between tabs', () => {
  it("a new tab takes another tab's session into its own sessionStorage, never localStorage", async () => {
    const tab = otherTab();
    tab.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === 'session-request')
        tab.postMessage({ type: 'session-offer', token: 'tok-1', user: JSON.stringify({ name: 'Ayşe' }) });
    };
    await requestSessionFromOtherTabs(2_000);
    expect(getToken()).toBe('tok-1');
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getStoredUser()).toEqual({ name: 'Ayşe' });
  });

  it('a tab holding a sessionStorage session answers a request with it', async () => {
    setToken('tok-2', false);
    setStoredUser({ name: 'Deniz' });
    await requestSessionFromOtherTabs(); // installs this tab's answering side (it has a session: no wait)
    const tab = otherTab();
    const offer = new Promise<{ token: string; user: string }>((resolve) => {
      tab.onmessage = (event: MessageEvent<{ type: string; token: string; user: string }>) => {
        if (event.data.type === 'session-offer') resolve(event.data);
      };
    });
    tab.postMessage({ type: 'session-request' });
    expect(await offer).toEqual({ type: 'session-offer', token: 'tok-2', user: JSON.stringify({ name: 'Deniz' }) });
  });

  it('with no other tab, gives up after the wait and stays signed out', async () => {
    const started = Date.now();
    await requestSessionFromOtherTabs(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(getToken()).toBeNull();
  });
});
