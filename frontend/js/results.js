// The table of every result: sorted by any column, with KIP-780 results shown or hidden, and a word when it scrolls
// sideways.

/**
 * Makes the table sortable and its KIP-780 switch work.
 * @param table the table
 * @param kip780Switch the switch, or null when every result is configurable
 * @param showProposals called with whether the KIP-780 options are shown, as the switch changes
 */
export function enhanceResults(table, kip780Switch, showProposals) {
	const headers = Array.from(table.tHead.rows[0].cells);
	const body = table.tBodies[0];
	headers.forEach((header, index) => {
		if (!header.dataset.sort) {
			return;
		}
		const button = document.createElement('button');
		button.type = 'button';
		button.className = 'sort';
		button.textContent = header.textContent.replace(/\s+/g, ' ').trim();
		header.replaceChildren(button);
		button.addEventListener('click', () => sortBy(index, header));
	});

	function sortBy(index, header) {
		const ascending = header.getAttribute('aria-sort') !== 'ascending';
		headers.forEach((other) => other.removeAttribute('aria-sort'));
		header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
		const numeric = header.dataset.sort === 'number';
		const rows = Array.from(body.rows);
		rows.sort((a, b) => compare(key(a.cells[index], numeric), key(b.cells[index], numeric)) * (ascending ? 1 : -1));
		body.append(...rows);
	}

	if (kip780Switch) {
		const checkbox = kip780Switch.querySelector('input');
		kip780Switch.hidden = false;
		checkbox.addEventListener('change', () => {
			for (const row of body.querySelectorAll('tr.is-proposal')) {
				row.hidden = !checkbox.checked;
			}
			table.classList.toggle('hides-kip780', !checkbox.checked);
			showProposals(checkbox.checked);
		});
	}
	hintScrolling(table, document.getElementById('results-scroll-hint'));
}

/** Says that a table scrolls sideways, with its hint, whenever it is wider than its box. */
export function hintScrolling(table, hint) {
	const box = table.closest('.table-scroll');
	if (!box || !hint || !window.ResizeObserver) {
		return;
	}
	const update = () => {
		hint.hidden = box.scrollWidth <= box.clientWidth + 1;
	};
	new ResizeObserver(update).observe(box);
	new ResizeObserver(update).observe(table);
}

function key(cell, numeric) {
	if (!numeric) {
		return cell.textContent.trim();
	}
	const value = cell.dataset.value;
	return value === undefined || value === '' ? Number.NEGATIVE_INFINITY : Number(value);
}

function compare(a, b) {
	if (typeof a === 'number') {
		return a - b;
	}
	return a.localeCompare(b, 'en', { numeric: true });
}
