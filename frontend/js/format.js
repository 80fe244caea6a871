// How figures read in the browser, as the pages' server-side text writes them (PageFormat): FiguresInBrowserTests holds
// the two to each other.

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];

/** Returns a byte count in binary units with three significant digits, for example "1.31 MiB" or "512 B". */
export function bytes(count) {
	let value = count;
	let unit = 0;
	// up a unit from what would print as 1024 of this one
	while (Math.abs(value) >= 1023.5 && unit < UNITS.length - 1) {
		value /= 1024;
		unit++;
	}
	if (unit === 0) {
		return `${number(Math.round(value))} B`;
	}
	return `${significant(value)} ${UNITS[unit]}`;
}

/** Returns a size that is a setting, exactly, for example "64 KiB", "1 MiB" or "100,000 B". */
export function binary(count) {
	for (const [unit, size] of [['MiB', 1 << 20], ['KiB', 1 << 10]]) {
		if (count >= size && count % size === 0) {
			return `${count / size} ${unit}`;
		}
	}
	return `${number(count)} B`;
}

/** Returns a speed, for example "312 MB/s", "4.5 MB/s" or "0.04 MB/s": below 0.1, two significant digits. */
export function speed(mbps) {
	if (mbps !== 0 && Math.abs(mbps) < 0.1) {
		return `${Number(mbps.toPrecision(2))} MB/s`;
	}
	return `${Math.abs(mbps) >= 10 ? number(Math.round(mbps)) : fixed(mbps, 1)} MB/s`;
}

/** Returns a compression ratio, for example "4.21×". */
export function ratio(value) {
	return `${value.toFixed(2)}×`;
}

/** Returns a number with its thousands grouped, for example "13,277". */
export function number(value) {
	return value.toLocaleString('en');
}

/** Three significant digits, or more for values of a thousand and above. */
function significant(value) {
	return fixed(value, Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2);
}

/**
 * Writes a number with so many decimals as Java's String.format does: the number as it reads, rounded half away from
 * zero, where toFixed rounds the binary value (1.15 is 1.1499999… there, and reads 1.1).
 */
function fixed(value, digits) {
	const text = String(Math.abs(value));
	if (text.includes('e')) {
		return value.toFixed(digits);
	}
	const rounded = Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
	return (Math.sign(value) * rounded).toFixed(digits);
}
