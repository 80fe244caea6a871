// A scan's page: follows its progress until it ends, reloading as topics are analysed so that the
// ranking fills in; draws the savings by topic; and offers to copy the commands.

import { byteTick, byteUnit, styleCharts } from './chart-style.js';
import { bytes } from './format.js';
import { hintScrolling } from './results.js';
import { enhanceSnippets } from './snippets.js';

const POLL_MILLIS = 1500;

function follow(progress) {
	const completed = document.getElementById('scan-completed');
	const shown = Number(progress.value);
	async function poll() {
		try {
			const response = await fetch(progress.dataset.source, { headers: { Accept: 'application/json' } });
			if (response.ok) {
				const scan = await response.json();
				progress.max = Math.max(1, scan.progress.total);
				progress.value = scan.progress.completed;
				completed.textContent = scan.progress.completed;
				if (scan.progress.completed !== shown || !['QUEUED', 'RUNNING'].includes(scan.status)) {
					window.location.reload();
					return;
				}
			}
		}
		catch (error) {
			// tried again at the next poll
		}
		window.setTimeout(poll, POLL_MILLIS);
	}
	window.setTimeout(poll, POLL_MILLIS);
}

function drawChart(canvas) {
	const Chart = window.Chart;
	// shown before it is drawn, so that Chart.js sizes it to its box
	document.getElementById('scan-chart-box').hidden = false;
	document.getElementById('scan-chart-needs-scripts').hidden = true;
	const color = styleCharts(Chart);
	const topics = JSON.parse(canvas.dataset.topics);
	const perDay = topics.every((topic) => topic.perDay !== null);
	const saved = topics.map((topic) => (perDay ? topic.perDay : topic.disk));
	const [unitName, unitSize] = byteUnit(Math.max(...saved.map(Math.abs)));
	const what = perDay ? 'Disk writes saved a day' : 'Disk saved at retention';
	canvas.setAttribute('aria-label', `${what} by each topic, most first`);
	// a bar's height for each topic, set through the CSSOM as the page's policy allows
	canvas.parentElement.style.height = `${80 + 32 * topics.length}px`;
	new Chart(canvas, {
		type: 'bar',
		data: {
			labels: topics.map((topic) => topic.topic),
			datasets: [{
				label: what,
				data: saved.map((value) => value / unitSize),
				backgroundColor: color('--saving'),
			}],
		},
		options: {
			indexAxis: 'y',
			animation: false,
			maintainAspectRatio: false,
			plugins: {
				// the axis's title says what the one set of bars is
				legend: { display: false },
				tooltip: { callbacks: { label: (item) => `${what}: ${bytes(saved[item.dataIndex])}` } },
			},
			scales: {
				x: {
					title: { display: true, text: `${what}, ${unitName} →` },
					ticks: { maxRotation: 0, maxTicksLimit: 7, callback: (value) => byteTick(value, unitName) },
				},
			},
		},
	});
}

document.addEventListener('DOMContentLoaded', () => {
	const progress = document.getElementById('scan-progress');
	if (progress) {
		follow(progress);
	}
	const commands = document.getElementById('scan-commands');
	if (commands) {
		enhanceSnippets(commands);
	}
	hintScrolling(document.getElementById('scan-topics'), document.getElementById('scan-topics-scroll-hint'));
	const canvas = document.getElementById('scan-chart');
	if (canvas && window.Chart) {
		drawChart(canvas);
	}
});
