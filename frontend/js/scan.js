// A scan's page: follows its progress until it ends, reloading as topics are analysed so that the
// ranking fills in; draws the savings by topic; and offers to copy the commands.

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
	const topics = JSON.parse(canvas.dataset.topics);
	const perDay = topics.every((topic) => topic.perDay !== null);
	// a bar's height for each topic, set through the CSSOM as the page's policy allows
	canvas.parentElement.style.height = `${80 + 32 * topics.length}px`;
	new window.Chart(canvas, {
		type: 'bar',
		data: {
			labels: topics.map((topic) => topic.topic),
			datasets: [{
				label: perDay ? 'Disk writes saved a day' : 'Disk saved at retention',
				data: topics.map((topic) => (perDay ? topic.perDay : topic.disk)),
				backgroundColor: '#2f7d6d',
			}],
		},
		options: {
			indexAxis: 'y',
			animation: false,
			maintainAspectRatio: false,
			plugins: { legend: { display: true }, tooltip: { callbacks: { label: (item) => bytes(item.raw) } } },
			scales: { x: { ticks: { callback: (value) => bytes(value) } } },
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
