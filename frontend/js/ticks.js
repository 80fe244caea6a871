// Ticks of a logarithmic axis that stay apart: at 1, 2 and 5 times a power of ten where there is room, at 1 and 3, or
// at powers of ten only where there is not.

const ROOM_PER_TICK = { horizontal: 70, vertical: 32 };

const STEPS = [[1, 2, 5], [1, 3], [1]];

/** For Chart.js's afterBuildTicks: keeps the roundest ticks that fit the axis's length. */
export function sparseTicks(axis) {
	const length = axis.isHorizontal() ? axis.width : axis.height;
	const room = Math.max(2, Math.floor(length / (axis.isHorizontal() ? ROOM_PER_TICK.horizontal
		: ROOM_PER_TICK.vertical)));
	for (const steps of STEPS) {
		const round = axis.ticks.filter((tick) => isStep(tick.value, steps));
		if (round.length >= 2 && round.length <= room) {
			axis.ticks = round;
			return;
		}
	}
	const round = axis.ticks.filter((tick) => isStep(tick.value, [1]));
	const ticks = round.length >= 2 ? round : axis.ticks;
	const every = Math.ceil(ticks.length / room);
	axis.ticks = ticks.filter((tick, index) => index % every === 0);
}

function isStep(value, steps) {
	const magnitude = 10 ** Math.floor(Math.log10(value) + 1e-9);
	return steps.some((step) => Math.abs(value / magnitude - step) < 1e-6);
}
