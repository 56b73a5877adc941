/**
 * Bus layouts are written "2x2": seats left of the aisle × seats right of it (SPEC §3 Bus). "2x1" is a VIP
 * coach, "3x2" a crowded one. Kept apart from the schemas because the seat map draws rows from it.
 */
export const BUS_LAYOUT_PATTERN = /^([1-4])x([1-4])$/;

export interface BusLayout {
  left: number;
  right: number;
  perRow: number;
}

/** The layout's sides, or undefined when the text is not a layout; accepts "2X2" and "2 x 2". */
export function parseBusLayout(layout: string): BusLayout | undefined {
  const match = BUS_LAYOUT_PATTERN.exec(layout.replace(/\s+/g, '').toLowerCase());
  if (!match) return undefined;
  const left = Number(match[1]);
  const right = Number(match[2]);
  return { left, right, perRow: left + right };
}

/** Seat numbers row by row, `null` marking the aisle, for a map of `totalSeats` seats. */
export function seatRows(totalSeats: number, layout: string): (number | null)[][] {
  // An unreadable layout is drawn as 2x2, the common coach, rather than hiding the seats.
  const { left, perRow } = parseBusLayout(layout) ?? { left: 2, perRow: 4 };
  const rows: (number | null)[][] = [];
  for (let first = 1; first <= totalSeats; first += perRow) {
    const seats = Array.from({ length: perRow }, (_, i) => first + i).filter((n) => n <= totalSeats);
    rows.push([...seats.slice(0, left), null, ...seats.slice(left)]);
  }
  return rows;
}
