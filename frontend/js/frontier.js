// The Pareto frontier of the points a chart shows. The service marks the frontier of the results it may recommend
// (paretoOptimal); the chart joins that of those it shows, which changes as codecs are hidden or shown.

/**
 * Returns the points no other point beats on both bytes and speed (at least as small and as fast, and better at one),
 * slowest first, as the line joins them.
 * @param points chart points, each with its result's bytes and speed
 */
export function frontier(points) {
	const beats = (a, b) => a.bytes <= b.bytes && a.speed >= b.speed && (a.bytes < b.bytes || a.speed > b.speed);
	return points
		.filter((point) => !points.some((other) => beats(other.result, point.result)))
		.sort((a, b) => a.result.speed - b.result.speed);
}
