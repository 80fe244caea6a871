// The list of the analyses this browser made, on the upload page: each links to its page, two can be compared side
// by side, and any can be forgotten (from this browser only; the analysis itself stays until it expires).
import { forget, loadHistory } from './history.js';

const section = document.getElementById('history');
const list = document.getElementById('history-list');
const compare = document.getElementById('compare-chosen');

function chosen() {
	return Array.from(list.querySelectorAll('input[type=checkbox]:checked')).map((box) => box.value);
}

function item(entry) {
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
	label.textContent = `Compare ${entry.summary ?? entry.id}`;
	const link = document.createElement('a');
	link.href = `/analyses/${encodeURIComponent(entry.id)}`;
	link.textContent = entry.summary ?? entry.id;
	const when = document.createElement('span');
	when.className = 'muted';
	when.textContent = ` ${entry.createdAt ?? ''} · ${(entry.status ?? '').toLowerCase()}`;
	const remove = document.createElement('button');
	remove.type = 'button';
	remove.className = 'button button--small button--secondary';
	remove.textContent = 'Forget';
	remove.setAttribute('aria-label', `Forget ${entry.summary ?? entry.id} in this browser`);
	remove.addEventListener('click', () => {
		forget(entry.id);
		render();
	});
	li.append(box, label, link, when, remove);
	return li;
}

function update() {
	compare.disabled = chosen().length !== 2;
}

function render() {
	const entries = loadHistory();
	list.replaceChildren(...entries.map(item));
	section.hidden = entries.length === 0;
	update();
}

compare.addEventListener('click', () => {
	const ids = chosen();
	if (ids.length === 2) {
		window.location.assign(`/compare?ids=${ids.map(encodeURIComponent).join(',')}`);
	}
});
render();
