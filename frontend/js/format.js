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
	const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
	return `${value.toFixed(digits)} ${SI_UNITS[unit]}`;
}

/** Returns a size in binary units when it is a whole number of them, for example "64 KiB". */
export function binary(count) {
	if (count >= 1 << 20 && count % (1 << 20) === 0) {
		return `${count / (1 << 20)} MiB`;
	}
	if (count >= 1 << 10 && count % (1 << 10) === 0) {
		return `${count / (1 << 10)} KiB`;
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
