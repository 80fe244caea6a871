// Follows a running analysis through its event stream, shows its preliminary ranking once the first
// configurations are measured, and the finished page when it ends.

const RETRY_MILLIS = 3000;

export function followProgress(progress) {
	const title = document.getElementById('progress-title');
	const completed = document.getElementById('progress-completed');
	const total = document.getElementById('progress-total');
	const source = new EventSource(progress.dataset.events);

	function show(event) {
		const state = JSON.parse(event.data);
		progress.max = Math.max(1, state.total);
		progress.value = state.completed;
		completed.textContent = state.completed;
		total.textContent = state.total;
		title.textContent = state.status === 'QUEUED' ? 'Waiting for a free worker' : 'Measuring';
		document.title = document.title.replace(/^(Queued|Running): /, state.status === 'QUEUED' ? 'Queued: ' : 'Running: ');
		if (state.firstAnswer && document.getElementById('main').dataset.firstAnswer !== 'true') {
			source.close();
			window.location.reload();
		}
	}

	source.addEventListener('progress', show);
	source.addEventListener('end', (event) => {
		show(event);
		source.close();
		window.location.reload();
	});
	source.addEventListener('error', () => {
		// The browser reconnects by itself unless the stream is gone: then the page tells what happened.
		if (source.readyState === EventSource.CLOSED) {
			window.setTimeout(() => window.location.reload(), RETRY_MILLIS);
		}
	});
}
