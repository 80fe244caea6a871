// The list of the analyses this browser made, on the upload page: each links to its page, says what it was asked and
// what it recommends, two can be compared side by side, and any can be forgotten (from this browser only; the analysis
// itself stays until it expires). Analyses still queued or running when their page was left are asked how they are.
import { binary, number } from './format.js';
import { forget, loadHistory, remember } from './history.js';

const section = document.getElementById('history');
const list = document.getElementById('history-list');
const compare = document.getElementById('compare-chosen');
const UNFINISHED = ['QUEUED', 'RUNNING'];

function chosen() {
	return Array.from(list.querySelectorAll('input[type=checkbox]:checked')).map((box) => box.value);
}

/** The page the entry describes: the analysis, or the re-ranked view of it that was opened. */
function linkOf(entry) {
	const analysis = `/analyses/${encodeURIComponent(entry.id)}`;
	return (typeof entry.href === 'string' && entry.href.startsWith(`${analysis}?`)) ? entry.href : analysis;
}

function item(entry) {
	const name = entry.summary ?? entry.id;
	const li = document.createElement('li');
	li.className = 'history__item';
	const box = document.createElement('input');
	box.type = 'checkbox';
	box.value = entry.id;
	box.id = `history-${entry.id}`;
	box.addEventListener('change', update);
	const label = document.createElement('label');
	label.htmlFor = box.id;
	label.className = 'visually-hidden';
	label.textContent = `Compare ${name}`;
	const text = document.createElement('div');
	text.className = 'history__text';
	const link = document.createElement('a');
	link.href = linkOf(entry);
	link.textContent = name;
	const asked = document.createElement('span');
	asked.className = 'history__detail';
	asked.textContent = [entry.asked, entry.top && `recommends ${entry.top}`].filter(Boolean).join(' · ');
	const when = document.createElement('span');
	when.className = 'history__detail muted';
	when.textContent = `${entry.createdAt ?? ''} · ${(entry.status ?? '').toLowerCase()}`;
	text.append(label, link, asked, when);
	const remove = document.createElement('button');
	remove.type = 'button';
	remove.className = 'button button--small button--secondary';
	remove.textContent = 'Forget';
	remove.setAttribute('aria-label', `Forget ${name} in this browser`);
	remove.addEventListener('click', () => {
		forget(entry.id);
		render();
	});
	li.append(box, text, remove);
	return li;
}

function update() {
	compare.disabled = chosen().length !== 2;
}

function render() {
	const entries = loadHistory();
	const checked = chosen();
	list.replaceChildren(...entries.map(item));
	list.querySelectorAll('input[type=checkbox]').forEach((box) => {
		box.checked = checked.includes(box.value);
	});
	section.hidden = entries.length === 0;
	update();
}

function topOf(analysis) {
	const result = analysis.recommendations?.[0]?.result;
	if (analysis.status !== 'SUCCEEDED' || !result) {
		return undefined;
	}
	const level = (result.level != null) ? ` level ${result.level}` : '';
	const batching = (result.batchSize != null) ? `batch.size ${binary(result.batchSize)}`
		: `${number(result.recordsPerBatch)} records per batch`;
	return `${result.codec}${level}, ${batching}`;
}

// Asks how each analysis left unfinished is now, and shows what it became.
async function refresh(entry) {
	try {
		const response = await fetch(`/api/v1/analyses/${encodeURIComponent(entry.id)}`,
			{ headers: { Accept: 'application/json' } });
		if (response.status === 404) {
			// expired, or deleted: it will never finish
			remember({ ...entry, status: 'NOT FOUND' });
			render();
		}
		if (!response.ok) {
			return;
		}
		const analysis = await response.json();
		if (analysis.status !== entry.status) {
			remember({ ...entry, status: analysis.status, top: topOf(analysis) });
			render();
		}
	} catch {
		// offline or the service is down: the list shows what it knew
	}
}

compare.addEventListener('click', () => {
	const ids = chosen();
	if (ids.length === 2) {
		window.location.assign(`/compare?ids=${ids.map(encodeURIComponent).join(',')}`);
	}
});
render();
loadHistory().filter((entry) => UNFINISHED.includes(entry.status)).forEach(refresh);
