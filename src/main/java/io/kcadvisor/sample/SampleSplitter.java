package io.kcadvisor.sample;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.LongConsumer;

import io.kcadvisor.sample.SampleTooLargeException.Limit;
import tools.jackson.core.json.JsonFactory;

/**
 * Splits an uploaded sample into records in one of the {@link SampleFormat}s, within
 * {@link SampleLimits}. Runs in time linear in the sample and keeps about one copy of it:
 * its records. Besides the parts and the records, a format holds at most a few times the
 * record limit while it splits (JSON's parser, a zip entry), and a segment one batch's
 * records section, compressed and inflated, in direct buffers. Thread-safe: each call
 * works on its own state.
 * <p>
 * Parts of zero bytes are ignored (a browser sends one when no file is chosen). With
 * {@link SampleFormat#AUTO} the format is detected on the first non-empty part and
 * applied to all parts, so the parts of one upload must share a format.
 */
public final class SampleSplitter {

	private final SampleLimits limits;

	private final JsonFactory jsonFactory;

	private final FormatDetector detector;

	/**
	 * Creates a splitter.
	 * @param limits what a sample may hold
	 */
	public SampleSplitter(SampleLimits limits) {
		this.limits = Objects.requireNonNull(limits, "limits");
		this.jsonFactory = JsonArraySplitter.factory(limits);
		this.detector = new FormatDetector(this.jsonFactory);
	}

	/**
	 * Refuses an upload whose parts declare more bytes than a sample may have, before
	 * they are read.
	 * @param declaredBytes the bytes the upload's parts declare
	 * @throws SampleTooLargeException when they are over the limit
	 */
	public void checkDeclaredSize(long declaredBytes) {
		if (declaredBytes > this.limits.maxBytes()) {
			throw new SampleTooLargeException(Limit.MAX_BYTES, this.limits.maxBytes(),
					String.format(Locale.ROOT, "The sample is %,d bytes, over the limit of %s.", declaredBytes,
							SampleTooLargeException.bytes(this.limits.maxBytes())));
		}
	}

	/**
	 * Splits a sample into records.
	 * @param format the format, or {@link SampleFormat#AUTO} to detect it
	 * @param parts the uploaded parts, in order
	 * @return the records, the format used and the uncompressed size
	 * @throws MalformedSampleException when the sample cannot be split in the format,
	 * with the part (when there are several) and the place in it
	 * @throws SampleTooLargeException when the sample, uploaded or inflated, has more
	 * bytes or records than the limits allow
	 * @throws EmptySampleException when the sample has no records
	 */
	public Sample split(SampleFormat format, List<SamplePart> parts) {
		return split(format, parts, (sampleBytes) -> {
		});
	}

	/**
	 * Splits a sample into records, first saying how many bytes it can hold, so that the
	 * caller can make room for a sample that inflates.
	 * @param format the format, or {@link SampleFormat#AUTO} to detect it
	 * @param parts the uploaded parts, in order
	 * @param sampleBytes told, once the format is known and before any part is split, the
	 * most uncompressed bytes the sample can have: the uploaded bytes, or the sample
	 * limit when its parts may inflate (zips, segments); it may refuse by throwing
	 * @return the records, the format used and the uncompressed size
	 * @throws MalformedSampleException when the sample cannot be split in the format,
	 * with the part (when there are several) and the place in it
	 * @throws SampleTooLargeException when the sample, uploaded or inflated, has more
	 * bytes or records than the limits allow
	 * @throws EmptySampleException when the sample has no records
	 */
	public Sample split(SampleFormat format, List<SamplePart> parts, LongConsumer sampleBytes) {
		Objects.requireNonNull(format, "format");
		Objects.requireNonNull(parts, "parts");
		long uploaded = 0;
		for (SamplePart part : parts) {
			uploaded += part.content().length;
		}
		if (uploaded > this.limits.maxBytes()) {
			throw new SampleTooLargeException(Limit.MAX_BYTES, this.limits.maxBytes(),
					String.format(Locale.ROOT, "The sample is %,d bytes, over the limit of %s.", uploaded,
							SampleTooLargeException.bytes(this.limits.maxBytes())));
		}
		if (uploaded == 0) {
			throw new EmptySampleException(format, "The sample is empty");
		}
		SampleFormat resolved = (format != SampleFormat.AUTO) ? format : this.detector.detect(firstNonEmpty(parts));
		sampleBytes.accept(mayInflate(resolved, parts) ? this.limits.maxBytes() : uploaded);
		RecordSink sink = new RecordSink(this.limits, expectedBytes(uploaded));
		try (FormatSplitter splitter = splitterFor(resolved)) {
			for (int i = 0; i < parts.size(); i++) {
				SamplePart part = parts.get(i);
				if (part.content().length > 0) {
					splitPart(splitter, part, i + 1, parts.size() > 1, sink);
				}
			}
		}
		catch (SampleTooLargeException ex) {
			throw (format == SampleFormat.AUTO && resolved == SampleFormat.WHOLE) ? detectedWhole(ex) : ex;
		}
		if (sink.size() == 0) {
			throw new EmptySampleException(resolved,
					"The sample has no records in format " + resolved.apiName() + emptyHint(resolved));
		}
		return new Sample(resolved, sink.build(), sink.bytes(), sink.current());
	}

	/**
	 * Starts collecting records read from a topic, within the same limits as an upload.
	 * @param expectedBytes roughly how many bytes the records will hold
	 * @return the collector
	 */
	public SampleCollector collector(int expectedBytes) {
		return new SampleCollector(new RecordSink(this.limits, expectedBytes));
	}

	/**
	 * Adds to a record over the limit, where format auto took each file for one record,
	 * that the records were not found rather than too large.
	 */
	private static SampleTooLargeException detectedWhole(SampleTooLargeException ex) {
		if (ex.limit() != Limit.MAX_RECORD_BYTES) {
			return ex;
		}
		return new SampleTooLargeException(ex.limit(), ex.limitValue(), ex.getMessage()
				+ ". Format auto found no records in the sample and took each file for one record: choose the format "
				+ "its records are in (lines, json-array, length-prefixed, files or kafka-segment)");
	}

	private static void splitPart(FormatSplitter splitter, SamplePart part, int number, boolean several,
			RecordSink sink) {
		try {
			splitter.split(part.content(), sink);
		}
		catch (MalformedSampleException ex) {
			throw several ? ex.inPart(number, part.filename()) : ex;
		}
	}

	private FormatSplitter splitterFor(SampleFormat format) {
		return switch (format) {
			case LINES -> new LinesSplitter();
			case JSON_ARRAY -> new JsonArraySplitter(this.jsonFactory);
			case LENGTH_PREFIXED -> new LengthPrefixedSplitter();
			case FILES -> new FilesSplitter();
			case WHOLE -> new WholeSplitter();
			case KAFKA_SEGMENT -> new KafkaSegmentSplitter();
			case AUTO -> throw new IllegalArgumentException("The format must be detected first");
			case TOPIC -> throw new IllegalArgumentException("Records of a topic are read from it, not uploaded");
		};
	}

	private static boolean mayInflate(SampleFormat format, List<SamplePart> parts) {
		return format == SampleFormat.KAFKA_SEGMENT || (format == SampleFormat.FILES
				&& parts.stream().anyMatch((part) -> FilesSplitter.isZip(part.content())));
	}

	private static byte[] firstNonEmpty(List<SamplePart> parts) {
		for (SamplePart part : parts) {
			if (part.content().length > 0) {
				return part.content();
			}
		}
		throw new IllegalStateException("No part has content");
	}

	/**
	 * Sizes the record store for the uploaded bytes plus the few bytes of length fields
	 * each record adds, so that text samples rarely make it grow.
	 */
	private static int expectedBytes(long uploaded) {
		return (int) Math.min(Integer.MAX_VALUE - 8, uploaded + (uploaded >> 4) + 1024);
	}

	private static String emptyHint(SampleFormat format) {
		return switch (format) {
			case JSON_ARRAY -> ": the array is empty";
			case FILES -> ": the zip holds no files";
			case KAFKA_SEGMENT -> ": the segment holds no data records";
			default -> "";
		};
	}

}
