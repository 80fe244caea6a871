// How figures read in the browser, as the pages' server-side text writes them.

const SI_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];

/** Returns a byte count in SI units, for example "1.38 MB". */
export function bytes(count) {
	let value = count;
	let unit = 0;
	while (Math.abs(value) >= 1000 && unit < SI_UNITS.length - 1) {
		value /= 1000;
		unit++;
	}
	if (unit === 0) {
		return `${Math.round(value)} B`;
	}
	return `${significant(value)} ${SI_UNITS[unit]}`;
}

/** Returns a size in binary units, as producers and the service's limits are set, for example "64 KiB" or "1.31 MiB". */
export function binary(count) {
	for (const [unit, size] of [['MiB', 1 << 20], ['KiB', 1 << 10]]) {
		if (count >= size) {
			return count % size === 0 ? `${count / size} ${unit}` : `${significant(count / size)} ${unit}`;
		}
	}
	return `${count.toLocaleString('en')} B`;
}

/** Returns a speed, for example "312 MB/s" or "4.5 MB/s". */
export function speed(mbps) {
	return `${mbps >= 10 ? Math.round(mbps).toLocaleString('en') : mbps.toFixed(1)} MB/s`;
}

/** Returns a compression ratio, for example "4.21×". */
export function ratio(value) {
	return `${value.toFixed(2)}×`;
}

/** Three significant digits, or more for values of a thousand and above. */
function significant(value) {
	return value.toFixed(Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2);
}
