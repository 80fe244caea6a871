package io.kcadvisor.storage;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Component;

/**
 * Writes values to JSON documents stored in a column, and reads them back. The documents
 * follow the values' records: a field added to one is stored from then on, and a document
 * written before it was added reads with the field unset. The mapping is the service's
 * own, apart from how the API writes JSON, so that API settings never change what is
 * stored.
 */
@Component
public class JsonDocuments {

	private final JsonMapper mapper = JsonMapper.builder()
		.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
		.disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
		.build();

	/**
	 * Writes a value as a document.
	 * @param value the value, or {@code null}
	 * @return the document, or {@code null} for {@code null}
	 */
	public String write(Object value) {
		return (value != null) ? this.mapper.writeValueAsString(value) : null;
	}

	/**
	 * Reads a document.
	 * @param <T> the value's type
	 * @param document the document, or {@code null}
	 * @param type the value's type
	 * @return the value, or {@code null} for {@code null}
	 */
	public <T> T read(String document, Class<T> type) {
		return (document != null) ? this.mapper.readValue(document, type) : null;
	}

	/**
	 * Reads a document of a generic type.
	 * @param <T> the value's type
	 * @param document the document, or {@code null}
	 * @param type the value's type
	 * @return the value, or {@code null} for {@code null}
	 */
	public <T> T read(String document, TypeReference<T> type) {
		return (document != null) ? this.mapper.readValue(document, type) : null;
	}

}
