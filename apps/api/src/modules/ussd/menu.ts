import {
  bookingTotal,
  formatFcfa,
  plainSpaces,
  USSD_SCREEN_MAX,
  ussdText,
  type Language,
  type UssdKey,
} from '@gbaka/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentContext } from '../payments/payment-context';
import { MOBILE_WALLETS } from '../payments/providers/provider';
import { ussdSessionRepository } from './session-repository';
import { bookAndPay } from './ussd-booking';
import { ussdAccount } from './ussd-account';
import { ussdQueries, type CityChoice } from './ussd-queries';
import { busiestOrNamed, dayFrom, shortDay, trim } from './menu-helpers';

export interface MenuDeps {
  db: Db;
  config: Config;
  payments: PaymentContext;
}

export interface Caller {
  phone: string;
  lang: Language;
}

interface TripChoice {
  id: string;
  time: string;
  company: string;
  price: number;
  free: number;
}

interface Trip extends TripChoice {
  from: string;
  to: string;
  date: string;
}

/** Where the caller is in the menus: one frame per screen, the last on top; `00` pops one. */
export type Frame =
  | { at: 'main' }
  | { at: 'language' }
  | { at: 'from'; cities: CityChoice[] }
  | { at: 'to'; from: CityChoice; cities: CityChoice[] }
  | { at: 'date'; from: CityChoice; to: CityChoice }
  | { at: 'trips'; from: CityChoice; to: CityChoice; date: string; trips: TripChoice[]; page: number }
  | { at: 'seats'; trip: Trip }
  | { at: 'name'; trip: Trip; seats: number }
  | { at: 'confirm'; trip: Trip; seats: number; name?: string }
  | { at: 'wallet'; trip: Trip; seats: number; name?: string }
  | { at: 'otp'; trip: Trip; seats: number; name?: string }
  | { at: 'tickets'; lines: string[] }
  | { at: 'track' }
  | { at: 'tracked'; text: string }
  | { at: 'cancel'; bookings: { id: string; reference: string; line: string }[] }
  | { at: 'cancelConfirm'; id: string; reference: string; refund: number };

export interface MenuState {
  lang: Language;
  stack: Frame[];
}

type Step = { state: MenuState; screen: { end: boolean; text: string } };

const MAX_SEATS = 5;
const TRIPS_PER_PAGE = 4;
const LIST_CITIES = 5;
const BACK = '00';

export async function startMenu(_deps: MenuDeps, caller: Caller): Promise<Step> {
  const state: MenuState = { lang: caller.lang, stack: [{ at: 'main' }] };
  return show(state);
}

/** One input on the current screen: a move to another screen, the end of the session, or the same with a message. */
export async function stepMenu(
  deps: MenuDeps,
  caller: Caller,
  state: MenuState,
  input: string,
): Promise<Step> {
  const top = state.stack.at(-1)!;
  const me = { ...caller, lang: state.lang };
  if (input === BACK && state.stack.length > 1) return show({ ...state, stack: state.stack.slice(0, -1) });
  const outcome = await react(deps, me, top, input);
  if ('error' in outcome) return show(state, outcome.error);
  if ('end' in outcome) return { state, screen: { end: true, text: outcome.end } };
  if ('lang' in outcome) return show({ lang: outcome.lang, stack: [{ at: 'main' }] });
  if ('replace' in outcome) return show({ ...state, stack: [...state.stack.slice(0, -1), outcome.replace] });
  return show({ ...state, stack: [...state.stack, outcome.push] });
}

type Outcome =
  { push: Frame } | { replace: Frame } | { error: UssdKey } | { end: string } | { lang: Language };

async function react(deps: MenuDeps, me: Caller, top: Frame, input: string): Promise<Outcome> {
  const now = new Date();
  const pick = <T>(list: T[]) => (/^\d{1,2}$/.test(input) ? list[Number(input) - 1] : undefined);
  switch (top.at) {
    case 'main':
      switch (input) {
        case '1':
          return { push: { at: 'from', cities: await ussdQueries.busiestCities(deps.db, now, LIST_CITIES) } };
        case '2':
          return { push: { at: 'tickets', lines: await ussdAccount.ticketLines(deps.db, me, now) } };
        case '3':
          return { push: { at: 'track' } };
        case '4':
          return { push: { at: 'cancel', bookings: await ussdAccount.cancellable(deps.db, me, now) } };
        case '5':
          return { push: { at: 'language' } };
        default:
          return { error: 'invalid' };
      }
    case 'language': {
      const lang = (['fr', 'en', 'es'] as const)[Number(input) - 1];
      if (!lang || !/^[123]$/.test(input)) return { error: 'invalid' };
      await ussdSessionRepository.saveLanguage(deps.db, me.phone, lang);
      return { lang };
    }
    case 'from': {
      const city = await busiestOrNamed(deps.db, top.cities, input);
      if ('error' in city) return city;
      if ('several' in city) return { replace: { at: 'from', cities: city.several } };
      const cities = await ussdQueries.busiestCities(deps.db, now, LIST_CITIES, city.id);
      return { push: { at: 'to', from: city, cities } };
    }
    case 'to': {
      const city = await busiestOrNamed(deps.db, top.cities, input);
      if ('error' in city) return city;
      if ('several' in city) return { replace: { ...top, cities: city.several } };
      if (city.id === top.from.id) return { error: 'unknownCity' };
      return { push: { at: 'date', from: top.from, to: city } };
    }
    case 'date': {
      const date = dayFrom(input, now);
      if (!date) return { error: 'invalidDate' };
      const rows = await ussdQueries.tripsOn(deps.db, top.from.id, top.to.id, date, now);
      const trips = rows.map((t) => ({
        id: t.id,
        time: t.departureTime,
        company: t.company.name,
        price: t.price,
        free: t.availableSeats,
      }));
      return { push: { at: 'trips', from: top.from, to: top.to, date, trips, page: 0 } };
    }
    case 'trips': {
      const pages = Math.ceil(top.trips.length / TRIPS_PER_PAGE);
      if (input === '0' && top.page + 1 < pages) return { replace: { ...top, page: top.page + 1 } };
      const shown = top.trips.slice(top.page * TRIPS_PER_PAGE, (top.page + 1) * TRIPS_PER_PAGE);
      const chosen = pick(shown);
      if (!chosen) return { error: 'invalid' };
      const trip = { ...chosen, from: top.from.name, to: top.to.name, date: top.date };
      return { push: { at: 'seats', trip } };
    }
    case 'seats': {
      const seats = Number(input);
      if (!/^\d$/.test(input) || seats < 1 || seats > Math.min(MAX_SEATS, top.trip.free))
        return { error: 'invalidSeats' };
      const known = await ussdQueries.userByPhone(deps.db, me.phone);
      if (known?.isBanned) return { end: ussdText(me.lang, 'banned') };
      return {
        push: known ? { at: 'confirm', trip: top.trip, seats } : { at: 'name', trip: top.trip, seats },
      };
    }
    case 'name': {
      const name = input.replace(/\s+/g, ' ').trim();
      if (name.length < 2 || name.length > 60 || !/\p{L}/u.test(name) || /\d/.test(name))
        return { error: 'invalidName' };
      return { push: { at: 'confirm', trip: top.trip, seats: top.seats, name } };
    }
    case 'confirm':
      if (input !== '1') return { error: 'invalid' };
      return { push: { ...top, at: 'wallet' } };
    case 'wallet': {
      const wallet = pick([...MOBILE_WALLETS]);
      if (!wallet) return { error: 'invalid' };
      if (deps.payments.provider.needsOtp?.(wallet)) return { push: { ...top, at: 'otp' } };
      return { end: await order(deps, me, top, wallet) };
    }
    case 'otp':
      if (!/^\d{4,8}$/.test(input)) return { error: 'invalidOtp' };
      return { end: await order(deps, me, top, 'orange', input) };
    case 'tickets':
    case 'tracked':
      return { error: 'invalid' };
    case 'track': {
      const text = await ussdAccount.track(deps.db, me, input, now);
      return text ? { push: { at: 'tracked', text } } : { error: 'unknownReference' };
    }
    case 'cancel': {
      const chosen = pick(top.bookings);
      if (!chosen) return { error: 'invalid' };
      const refund = await ussdAccount.refundIfCancelled(deps.db, me, chosen.id, now);
      if ('error' in refund) return refund;
      return {
        push: { at: 'cancelConfirm', id: chosen.id, reference: chosen.reference, refund: refund.refund },
      };
    }
    case 'cancelConfirm': {
      if (input !== '1') return { error: 'invalid' };
      const { mailer, sms, log } = deps.payments;
      const senders = { mailer, sms, log, publicUrl: deps.config.PUBLIC_URL };
      const done = await ussdAccount.cancel(deps.db, senders, me, top.id, now);
      if ('error' in done) return done;
      return {
        end: ussdText(me.lang, 'cancelled', { reference: top.reference, refund: money(done.refund) }),
      };
    }
  }
}

async function order(
  deps: MenuDeps,
  me: Caller,
  frame: { trip: Trip; seats: number; name?: string },
  wallet: (typeof MOBILE_WALLETS)[number],
  otp?: string,
) {
  const outcome = await bookAndPay(deps, {
    phone: me.phone,
    lang: me.lang,
    tripId: frame.trip.id,
    price: frame.trip.price,
    seats: frame.seats,
    ...(frame.name && { name: frame.name }),
    wallet,
    ...(otp && { otp }),
  });
  if (!outcome.ok) return ussdText(me.lang, outcome.error);
  return ussdText(me.lang, outcome.mode === 'pushed' ? 'pushed' : 'linkSent', {
    reference: outcome.reference,
    minutes: deps.config.HOLD_MINUTES,
    total: outcome.total,
  });
}

const money = (amount: number) => plainSpaces(formatFcfa(amount));

/** The top frame's screen, after a short message when the last input was refused. */
function show(state: MenuState, error?: UssdKey): Step {
  const { lang } = state;
  const t = (key: UssdKey, params?: Record<string, string | number>) => ussdText(lang, key, params);
  const top = state.stack.at(-1)!;
  const head = error ? [t(error)] : [];
  const back = state.stack.length > 1 ? [t('back')] : [];
  const screen = (...lines: string[]) => ({
    state,
    screen: { end: false, text: [...head, ...lines, ...back].join('\n') },
  });
  /** Lists take the room left: "CON ", the message, the fixed lines and the back line. */
  const fitting = (fixed: string[], items: string[]) => {
    let room = USSD_SCREEN_MAX - 4 - [...head, ...fixed, ...back].join('\n').length;
    const kept: string[] = [];
    for (const item of items) {
      if (item.length + 1 > room) break;
      kept.push(item);
      room -= item.length + 1;
    }
    return kept;
  };
  const numbered = (names: string[]) => names.map((name, i) => `${i + 1} ${trim(name, 14)}`);

  switch (top.at) {
    case 'main':
      return screen(t('main'));
    case 'language':
      return screen(t('language'));
    case 'from': {
      const fixed = [t('fromCity'), t('typeName')];
      return screen(fixed[0]!, ...fitting(fixed, numbered(top.cities.map((c) => c.name))), fixed[1]!);
    }
    case 'to': {
      const fixed = [t('toCity', { from: trim(top.from.name, 14) }), t('typeName')];
      return screen(fixed[0]!, ...fitting(fixed, numbered(top.cities.map((c) => c.name))), fixed[1]!);
    }
    case 'date':
      return screen(
        t('date', {
          example: shortDay(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)).replace(
            '/',
            '',
          ),
        }),
      );
    case 'trips': {
      const header = t('tripsHeader', {
        from: trim(top.from.name, 10),
        to: trim(top.to.name, 10),
        date: shortDay(top.date),
      });
      if (top.trips.length === 0) return screen(header, t('noTrips'));
      const shown = top.trips.slice(top.page * TRIPS_PER_PAGE, (top.page + 1) * TRIPS_PER_PAGE);
      const more = (top.page + 1) * TRIPS_PER_PAGE < top.trips.length ? [t('more')] : [];
      const lines = shown.map((trip, i) => `${i + 1} ${trip.time} ${trim(trip.company, 10)} ${trip.price}F`);
      return screen(header, ...fitting([header, ...more], lines), ...more);
    }
    case 'seats':
      return screen(t('seats', { max: Math.min(MAX_SEATS, top.trip.free) }));
    case 'name':
      return screen(t('name'));
    case 'confirm':
      return screen(
        t('confirm', {
          from: trim(top.trip.from, 10),
          to: trim(top.trip.to, 10),
          date: shortDay(top.trip.date),
          time: top.trip.time,
          company: trim(top.trip.company, 16),
          seats: top.seats,
          total: money(bookingTotal({ seats: top.seats, outboundPrice: top.trip.price }).total),
        }),
      );
    case 'wallet':
      return screen(
        t('wallet', {
          total: money(bookingTotal({ seats: top.seats, outboundPrice: top.trip.price }).total),
        }),
      );
    case 'otp':
      return screen(t('otp'));
    case 'tickets': {
      if (top.lines.length === 0) return screen(t('noTickets'));
      return screen(t('ticketsHeader'), ...fitting([t('ticketsHeader')], top.lines));
    }
    case 'track':
      return screen(t('trackAsk'));
    case 'tracked':
      return screen(top.text);
    case 'cancel': {
      if (top.bookings.length === 0) return screen(t('noCancellable'));
      const lines = top.bookings.map((b, i) => `${i + 1} ${b.line}`);
      return screen(t('cancelHeader'), ...fitting([t('cancelHeader')], lines));
    }
    case 'cancelConfirm':
      return screen(t('cancelConfirm', { reference: top.reference, refund: money(top.refund) }));
  }
}
