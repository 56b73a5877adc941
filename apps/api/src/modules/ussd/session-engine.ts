import { toE164, USSD_SCREEN_MAX, ussdText, type Language } from '@gbaka/shared';
import { startMenu, stepMenu, type MenuDeps, type MenuState } from './menu';
import { ussdSessionRepository } from './session-repository';

/** A gateway's request, whatever the aggregator: its session, the caller, and the inputs so far joined by `*`. */
export interface UssdRequest {
  /** Names the aggregator, so that two gateways' session ids never meet. */
  gateway: string;
  sessionId: string;
  phoneNumber: string;
  text: string;
}

/** A session idle this long is over (DESIGN §11): the gateways give up on a silent phone about then. */
export const USSD_SESSION_SECONDS = 180;

const con = (text: string) => fit(`CON ${text}`);
const end = (text: string) => fit(`END ${text}`);

/** The last guard of the 182-character limit: the menus fit their lists to it, so this only ever trims a bug. */
function fit(screen: string) {
  return screen.length <= USSD_SCREEN_MAX ? screen : `${screen.slice(0, USSD_SCREEN_MAX - 1)}…`;
}

export type MenuScreen = { end: boolean; text: string };
const render = (screen: MenuScreen) => (screen.end ? end(screen.text) : con(screen.text));

/**
 * The session engine behind every USSD gateway: it keeps each session's place in the menus in the database, so
 * that any instance answers the next request, and returns the screen as the gateway expects it ("CON …" to
 * go on, "END …" to hang up). A retried request (same text) gets the screen it got the first time, without
 * doing its step again; a continuation of a session idle past 180 s is told to start over.
 */
export async function answerUssd(deps: MenuDeps, request: UssdRequest, now = new Date()): Promise<string> {
  const phone = toE164(request.phoneNumber);
  const id = `${request.gateway}:${request.sessionId}`;
  const expiresAt = new Date(now.getTime() + USSD_SESSION_SECONDS * 1000);
  const session = await ussdSessionRepository.find(deps.db, id);
  const lang: Language =
    (session?.state as MenuState | undefined)?.lang ??
    (phone ? await ussdSessionRepository.language(deps.db, phone) : undefined) ??
    'fr';

  if (session && session.lastText === request.text) return session.lastScreen;
  if (!phone) return end(ussdText(lang, 'notIvorian'));
  if (!session || session.expiresAt.getTime() <= now.getTime()) {
    // A continuation we do not know (or no longer) cannot be resumed: its earlier choices are gone.
    if (request.text !== '' || session) return end(ussdText(lang, 'expired'));
    const started = await startMenu(deps, { phone, lang });
    const screen = render(started.screen);
    const created = await ussdSessionRepository.create(deps.db, {
      id,
      phone,
      state: started.state,
      lastText: request.text,
      lastScreen: screen,
      expiresAt,
    });
    if (created) return screen;
    // The same first request reached another instance at the same time: its screen is the one to show.
    return (await ussdSessionRepository.find(deps.db, id))?.lastScreen ?? screen;
  }

  const stepped = await stepMenu(
    deps,
    { phone, lang },
    session.state as MenuState,
    newInput(session.lastText, request.text),
  );
  const screen = render(stepped.screen);
  const recorded = await ussdSessionRepository.advance(deps.db, id, session.version, {
    state: stepped.state,
    lastText: request.text,
    lastScreen: screen,
    expiresAt,
  });
  if (recorded) return screen;
  // Another instance answered this step first (a retry that overtook the original): show what it recorded.
  return (await ussdSessionRepository.find(deps.db, id))?.lastScreen ?? screen;
}

/**
 * What the caller typed since the last screen. Africa's Talking sends every input so far joined by `*`; a gateway
 * that sends only the last input gives it whole. An input may itself contain `*` only in the first case.
 */
function newInput(previous: string, text: string) {
  if (previous === '') return text.trim();
  if (text.startsWith(`${previous}*`)) return text.slice(previous.length + 1).trim();
  return (text.split('*').at(-1) ?? '').trim();
}
