// The upload form: files dropped onto the drop zone, what was chosen, the service's limits checked before anything is
// uploaded, and a refused form shown again without losing the chosen files.
import { binary, bytes } from './format.js';
import { checkFields } from './upload-checks.js';

const submitLabel = document.getElementById('analyse').textContent;

function form() {
	return document.getElementById('upload-form');
}

function describe() {
	const input = document.getElementById('sample');
	const chosen = document.getElementById('sample-chosen');
	const files = Array.from(input.files);
	const maxBytes = Number(document.getElementById('dropzone').dataset.maxBytes);
	const total = files.reduce((sum, file) => sum + file.size, 0);
	const tooLarge = total > maxBytes;
	const limit = `over the limit of ${binary(maxBytes)}, choose a smaller sample`;
	input.setCustomValidity(tooLarge ? `The files are ${bytes(total)}, ${limit}.` : '');
	if (files.length === 0) {
		chosen.textContent = '';
		return;
	}
	const names = files.length === 1 ? files[0].name : `${files.length} files`;
	chosen.textContent = `${names}, ${bytes(total)}` + (tooLarge ? `: ${limit}` : '');
	chosen.classList.toggle('is-too-large', tooLarge);
	// The files are still chosen, whatever a refused form said about choosing them again.
	for (const note of document.querySelectorAll('.choose-again')) {
		note.remove();
	}
}

function ready(button) {
	button.disabled = false;
	button.textContent = submitLabel;
}

document.addEventListener('change', (event) => {
	if (event.target.id === 'sample') {
		describe();
	}
});

document.addEventListener('dragover', (event) => {
	// A file dropped beside the zone would otherwise replace the page.
	event.preventDefault();
	document.getElementById('dropzone')?.classList.toggle('is-dragover', Boolean(event.target.closest('#dropzone')));
});
for (const type of ['dragleave', 'dragend']) {
	document.addEventListener(type, (event) => {
		if (event.target.closest?.('#dropzone')) {
			document.getElementById('dropzone').classList.remove('is-dragover');
		}
	});
}
document.addEventListener('drop', (event) => {
	event.preventDefault();
	const zone = document.getElementById('dropzone');
	zone.classList.remove('is-dragover');
	if (zone.contains(event.target) && event.dataTransfer && event.dataTransfer.files.length > 0) {
		const input = document.getElementById('sample');
		input.files = event.dataTransfer.files;
		input.dispatchEvent(new Event('change', { bubbles: true }));
	}
});

// Fields inside a closed section open it when the browser finds them invalid, so that it can point at them.
document.addEventListener('invalid', (event) => {
	const section = event.target.closest('details');
	if (section) {
		section.open = true;
	}
}, true);

document.addEventListener('input', (event) => {
	if (event.target.form === form()) {
		checkFields(form());
	}
});

document.addEventListener('submit', (event) => {
	if (event.target !== form()) {
		return;
	}
	event.preventDefault();
	checkFields(form());
	if (form().noValidate || form().reportValidity()) {
		send(form());
	}
});

/**
 * Sends the form and follows the service to the analysis, showing how much of the sample is sent; a refused form comes
 * back as a page whose form replaces this one, with the files still chosen.
 */
async function send(sent) {
	const button = document.getElementById('analyse');
	button.disabled = true;
	button.textContent = 'Uploading…';
	const files = document.getElementById('files-source');
	const progress = (files && files.disabled) ? () => {} : uploadProgress();
	let response;
	try {
		response = await post(sent, progress);
	}
	catch (error) {
		// Without an answer, the browser's own submission sends the form again and says what went wrong; its
		// progress is the browser's, not this box's.
		document.getElementById('upload-progress').hidden = true;
		HTMLFormElement.prototype.submit.call(sent);
		return;
	}
	if (response.ok) {
		window.location.assign(response.url);
		return;
	}
	const page = new DOMParser().parseFromString(response.text, 'text/html');
	if (!page.getElementById('upload-form')) {
		document.documentElement.replaceWith(page.documentElement);
		return;
	}
	const input = document.getElementById('sample');
	const fresh = page.getElementById('sample');
	for (const name of ['aria-invalid', 'aria-describedby']) {
		if (fresh.hasAttribute(name)) {
			input.setAttribute(name, fresh.getAttribute(name));
		}
		else {
			input.removeAttribute(name);
		}
	}
	fresh.replaceWith(input);
	document.querySelector('main').replaceWith(page.querySelector('main'));
	document.title = page.title;
	describe();
	document.getElementById('error-summary')?.focus();
}

/**
 * Posts the form as the browser would, following redirects, and reports the bytes sent as they go, which fetch cannot.
 * @param sent the form
 * @param progress called with the bytes sent and the bytes to send
 * @returns the answer: whether it is a success, the address it came from and its text; rejected without one
 */
function post(sent, progress) {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest();
		request.open('POST', sent.action);
		request.upload.addEventListener('progress', (event) => {
			if (event.lengthComputable && event.total > 0) {
				progress(event.loaded, event.total);
			}
		});
		request.addEventListener('load', () => resolve({
			ok: request.status >= 200 && request.status < 300,
			url: request.responseURL,
			text: request.responseText,
		}));
		for (const type of ['error', 'abort', 'timeout']) {
			request.addEventListener(type, () => reject(new Error(`The upload ended with ${type}.`)));
		}
		request.send(new FormData(sent));
	});
}

/**
 * Shows the upload's progress: the bar and the bytes sent as they change, and, for screen readers, a word at each
 * quarter rather than at every change. The box takes the focus the disabled button gives up, so that it does not fall
 * to the page.
 * @returns what to call with the bytes sent and the bytes to send
 */
function uploadProgress() {
	const box = document.getElementById('upload-progress');
	const bar = document.getElementById('upload-progress-bar');
	const text = document.getElementById('upload-progress-text');
	const said = document.getElementById('upload-progress-said');
	box.hidden = false;
	box.focus();
	let quarters = 0;
	return (loaded, total) => {
		box.hidden = false;
		bar.max = total;
		bar.value = loaded;
		const percent = Math.floor((100 * loaded) / total);
		text.textContent = (loaded >= total) ? `${bytes(total)} sent: the service is reading the sample…`
			: `${bytes(loaded)} of ${bytes(total)} sent (${percent}%)`;
		const quarter = Math.floor(percent / 25);
		if (quarter > quarters) {
			quarters = quarter;
			said.textContent = (quarter === 4) ? 'The sample is sent; the service is reading it.'
				: `${quarter * 25}% of the sample sent.`;
		}
	};
}

// Coming back to the page from history shows the form ready again.
window.addEventListener('pageshow', () => {
	if (!form()) {
		// an error page the service answered has replaced this one
		return;
	}
	ready(document.getElementById('analyse'));
	document.getElementById('upload-progress').hidden = true;
	describe();
	checkFields(form());
});

document.getElementById('error-summary')?.focus();
