// The Pareto frontier of the points a chart shows, as the service marks it over every result: a point is on it when
// no other is both smaller and faster.

/**
 * Returns the points on the frontier, slowest first.
 * @param points chart points, each with its result's bytes and speed
 */
export function frontier(points) {
	const bySize = [...points].sort((a, b) => a.result.bytes - b.result.bytes || b.result.speed - a.result.speed);
	const kept = [];
	let fastest = Number.NEGATIVE_INFINITY;
	let sizeOfFastest = -1;
	for (const point of bySize) {
		const { bytes, speed } = point.result;
		const dominated = speed < fastest || (speed === fastest && bytes > sizeOfFastest);
		if (!dominated) {
			kept.push(point);
			if (speed > fastest) {
				fastest = speed;
				sizeOfFastest = bytes;
			}
		}
	}
	return kept.sort((a, b) => a.result.speed - b.result.speed);
}
