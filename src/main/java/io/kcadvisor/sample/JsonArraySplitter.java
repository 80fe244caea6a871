package io.kcadvisor.sample;

import java.io.OutputStream;
import java.util.Arrays;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.json.JsonFactory;

/**
 * Splits a top-level JSON array into one record per element, each re-serialized compactly
 * (no whitespace) as UTF-8. Parsing streams token by token without recursion; nesting
 * deeper than {@link SampleLimits#maxJsonDepth()} is refused as soon as it is seen.
 * Numbers keep their text exactly as written; strings are re-escaped as JSON requires. A
 * part holding only whitespace has no records. An element is refused as soon as it goes
 * over {@link SampleLimits#maxRecordBytes()}: no string, number or name longer than a
 * record is buffered, nor any element larger than one, whatever the input.
 */
final class JsonArraySplitter implements FormatSplitter {

	private final JsonFactory factory;

	private final int maxDepth;

	JsonArraySplitter(JsonFactory factory) {
		this.factory = factory;
		this.maxDepth = factory.streamReadConstraints().getMaxNestingDepth();
	}

	/**
	 * Creates the JSON factory for a sample's limits.
	 * @param limits the limits
	 * @return a factory whose parsers enforce the nesting limit and refuse strings,
	 * numbers and names longer than a record may be
	 */
	static JsonFactory factory(SampleLimits limits) {
		int maxLength = (int) Math.min(limits.maxRecordBytes(), Integer.MAX_VALUE - 8);
		StreamReadConstraints constraints = StreamReadConstraints.builder()
			.maxNestingDepth(limits.maxJsonDepth())
			.maxStringLength(maxLength)
			.maxNumberLength(maxLength)
			.maxNameLength(maxLength)
			.build();
		return JsonFactory.builder().streamReadConstraints(constraints).rootValueSeparator((String) null).build();
	}

	/**
	 * Returns whether the bytes are one JSON array and nothing else but whitespace.
	 * @param factory the factory for the sample's limits
	 * @param content the bytes
	 * @return {@code true} for a well-formed array within the nesting limit
	 */
	static boolean isJsonArray(JsonFactory factory, byte[] content) {
		try (JsonParser parser = factory.createParser(ObjectReadContext.empty(), content)) {
			if (parser.nextToken() != JsonToken.START_ARRAY) {
				return false;
			}
			parser.skipChildren();
			return parser.nextToken() == null;
		}
		catch (JacksonException ex) {
			return false;
		}
	}

	@Override
	public void split(byte[] content, RecordSink sink) {
		sink.countBytes(content.length);
		int invalid = Utf8.firstInvalid(content);
		if (invalid >= 0) {
			throw new MalformedSampleException(SampleFormat.JSON_ARRAY, "byte " + invalid, invalid,
					"the bytes are not valid UTF-8 text");
		}
		int number = 0;
		boolean inElement = false;
		ElementBuffer element = new ElementBuffer(sink);
		JsonParser parser = this.factory.createParser(ObjectReadContext.empty(), content);
		try (parser; JsonGenerator generator = this.factory.createGenerator(ObjectWriteContext.empty(), element)) {
			JsonToken first = parser.nextToken();
			if (first == null) {
				return;
			}
			if (first != JsonToken.START_ARRAY) {
				throw malformed("byte " + tokenOffset(parser), tokenOffset(parser),
						"it starts with " + describe(first) + ", not an array");
			}
			while (true) {
				number++;
				inElement = false;
				if (parser.nextToken() == JsonToken.END_ARRAY) {
					break;
				}
				inElement = true;
				copyElement(parser, generator);
				generator.flush();
				sink.addValue(element.bytes(), 0, element.size());
				element.reset();
			}
			number = 0;
			if (parser.nextToken() != null) {
				throw malformed("byte " + tokenOffset(parser) + ", after the array", tokenOffset(parser),
						"more follows the array's closing ]");
			}
		}
		catch (JacksonException ex) {
			if (ex instanceof StreamConstraintsException && !JsonErrors.isTooDeep(ex)) {
				throw sink.recordOverLimit();
			}
			long offset = errorOffset(ex, parser);
			throw malformed(JsonErrors.location(content, number, inElement, offset), offset,
					JsonErrors.reason(ex, content, offset, this.maxDepth));
		}
	}

	private static long errorOffset(JacksonException ex, JsonParser parser) {
		TokenStreamLocation location = ex.getLocation();
		if (location != null && location.getByteOffset() >= 0) {
			return location.getByteOffset();
		}
		return parser.currentTokenLocation().getByteOffset();
	}

	/**
	 * Copies the element starting at the parser's current token to the generator,
	 * iteratively, leaving the parser on the element's last token.
	 */
	private static void copyElement(JsonParser parser, JsonGenerator generator) {
		int depth = 0;
		JsonToken token = parser.currentToken();
		while (true) {
			switch (token) {
				case START_OBJECT -> {
					generator.writeStartObject();
					depth++;
				}
				case START_ARRAY -> {
					generator.writeStartArray();
					depth++;
				}
				case END_OBJECT -> {
					generator.writeEndObject();
					depth--;
				}
				case END_ARRAY -> {
					generator.writeEndArray();
					depth--;
				}
				case PROPERTY_NAME -> generator.writeName(parser.currentName());
				case VALUE_STRING -> generator.writeString(parser.getStringCharacters(), parser.getStringOffset(),
						parser.getStringLength());
				case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> generator.writeNumber(parser.getText());
				case VALUE_TRUE -> generator.writeBoolean(true);
				case VALUE_FALSE -> generator.writeBoolean(false);
				case VALUE_NULL -> generator.writeNull();
				default -> throw new IllegalStateException("Unexpected JSON token " + token);
			}
			if (depth == 0) {
				return;
			}
			token = parser.nextToken();
		}
	}

	private static long tokenOffset(JsonParser parser) {
		return parser.currentTokenLocation().getByteOffset();
	}

	private static String describe(JsonToken token) {
		return switch (token) {
			case START_OBJECT -> "an object";
			case VALUE_STRING -> "a string";
			case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
			case VALUE_TRUE, VALUE_FALSE -> "a boolean";
			case VALUE_NULL -> "null";
			default -> token.asString();
		};
	}

	private static MalformedSampleException malformed(String location, long offset, String reason) {
		return new MalformedSampleException(SampleFormat.JSON_ARRAY, location, offset, reason);
	}

	/**
	 * Collects one re-serialized element, its array open for reading, refusing it as soon
	 * as it is larger than a record may be.
	 */
	private static final class ElementBuffer extends OutputStream {

		private static final int INITIAL_CAPACITY = 256;

		private final RecordSink sink;

		private byte[] buffer = new byte[INITIAL_CAPACITY];

		private int count;

		ElementBuffer(RecordSink sink) {
			this.sink = sink;
		}

		@Override
		public void write(int b) {
			ensureCapacity(1);
			this.buffer[this.count++] = (byte) b;
		}

		@Override
		public void write(byte[] bytes, int offset, int length) {
			ensureCapacity(length);
			System.arraycopy(bytes, offset, this.buffer, this.count, length);
			this.count += length;
		}

		private void ensureCapacity(int extra) {
			long needed = (long) this.count + extra;
			if (needed > this.sink.maxRecordBytes()) {
				throw this.sink.recordOverLimit();
			}
			if (needed > this.buffer.length) {
				long grown = Math.min(Math.max(needed, 2L * this.buffer.length), this.sink.maxRecordBytes());
				this.buffer = Arrays.copyOf(this.buffer, (int) grown);
			}
		}

		byte[] bytes() {
			return this.buffer;
		}

		int size() {
			return this.count;
		}

		void reset() {
			this.count = 0;
		}

	}

}
