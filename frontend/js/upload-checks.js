// The service's limits that HTML attributes cannot say, checked in the browser so that it refuses the form before
// anything is uploaded. The service checks them again.
import { binary, number } from './format.js';

export function checkFields(form) {
	const rate = form.elements.messagesPerSecond;
	rate.setCustomValidity(rate.value !== '' && Number(rate.value) <= 0
		? 'Enter a number of messages per second above 0, or leave it empty.' : '');

	const sizes = form.elements.batchSizes;
	const maxSize = Number(form.dataset.maxBatchSize);
	const tooLarge = sizes.value.split(',').some((size) => size.trim() !== '' && Number(size) > maxSize);
	sizes.setCustomValidity(tooLarge
		? `Each batch.size must be at most ${number(maxSize)} bytes (${binary(maxSize)}).` : '');

	const codecs = Array.from(form.querySelectorAll('input[name=codecs]'));
	codecs[0].setCustomValidity(codecs.some((codec) => codec.checked) ? '' : 'Choose at least one codec.');
}
