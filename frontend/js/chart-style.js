// What the pages' charts share: text, grid lines and font in the page's own colours, light or dark, and the unit a
// bytes axis counts in.

/** The codecs, in the order the charts list them. */
export const CODECS = ['none', 'gzip', 'snappy', 'lz4', 'zstd'];

const BYTE_UNITS = [['TiB', 2 ** 40], ['GiB', 2 ** 30], ['MiB', 2 ** 20], ['KiB', 2 ** 10], ['B', 1]];

/**
 * Sets Chart.js's defaults from the page's CSS variables, so that labels read on a dark card as on a light one.
 * @returns a function that reads one of the page's colours by its variable's name
 */
export function styleCharts(Chart) {
	const style = getComputedStyle(document.documentElement);
	const color = (name) => style.getPropertyValue(name).trim();
	Chart.defaults.color = color('--text-muted');
	Chart.defaults.borderColor = color('--border');
	Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
	return color;
}

/**
 * The binary unit an axis of bytes counts in: that of its largest value. Charted in that unit, its ticks fall on
 * round numbers of it (0.5 GiB, 1 GiB), not on round numbers of bytes (477 MiB, 954 MiB).
 * @returns the unit's name and size in bytes
 */
export function byteUnit(largest) {
	return BYTE_UNITS.find(([, size]) => Math.abs(largest) >= size) ?? BYTE_UNITS[BYTE_UNITS.length - 1];
}

/** A tick of an axis in a byte unit: "1.5 GiB". */
export function byteTick(value, unitName) {
	return `${value.toLocaleString('en', { maximumFractionDigits: 2 })} ${unitName}`;
}
