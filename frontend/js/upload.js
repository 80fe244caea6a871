// The upload form: files dropped onto the drop zone, what was chosen, and one submission at a time.
import { binary, bytes } from './format.js';

const form = document.getElementById('upload-form');
const input = document.getElementById('sample');
const zone = document.getElementById('dropzone');
const chosen = document.getElementById('sample-chosen');
const submit = document.getElementById('analyse');
const maxBytes = Number(zone.dataset.maxBytes);
const submitLabel = submit.textContent;

function describe(files) {
	if (files.length === 0) {
		chosen.textContent = '';
		return;
	}
	const total = Array.from(files).reduce((sum, file) => sum + file.size, 0);
	const names = files.length === 1 ? files[0].name : `${files.length} files`;
	const tooLarge = total > maxBytes;
	chosen.textContent = `${names}, ${bytes(total)}`
		+ (tooLarge ? `: over the limit of ${binary(maxBytes)}, choose a smaller sample` : '');
	chosen.classList.toggle('is-too-large', tooLarge);
}

input.addEventListener('change', () => describe(input.files));

for (const type of ['dragenter', 'dragover']) {
	zone.addEventListener(type, (event) => {
		event.preventDefault();
		zone.classList.add('is-dragover');
	});
}
for (const type of ['dragleave', 'dragend', 'drop']) {
	zone.addEventListener(type, () => zone.classList.remove('is-dragover'));
}
zone.addEventListener('drop', (event) => {
	event.preventDefault();
	if (event.dataTransfer && event.dataTransfer.files.length > 0) {
		input.files = event.dataTransfer.files;
		input.dispatchEvent(new Event('change', { bubbles: true }));
	}
});
// A file dropped beside the zone would otherwise replace the page.
for (const type of ['dragover', 'drop']) {
	window.addEventListener(type, (event) => {
		if (!zone.contains(event.target)) {
			event.preventDefault();
		}
	});
}

form.addEventListener('submit', () => {
	submit.disabled = true;
	submit.textContent = 'Uploading…';
});
// Coming back to the page from history shows the form ready again.
window.addEventListener('pageshow', () => {
	submit.disabled = false;
	submit.textContent = submitLabel;
	describe(input.files);
});

const summary = document.getElementById('error-summary');
if (summary) {
	summary.focus();
}
