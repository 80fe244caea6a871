package io.kcadvisor.advice;

import io.kcadvisor.batch.LargestRecord;
import io.kcadvisor.sweep.Result;
import java.util.Optional;

/**
 * librdkafka's {@code message.max.bytes}, which its producer checks each message against
 * in {@code produce()}, refusing one whose key, value and headers (each header's name and
 * value with their lengths) with {@value #MESSAGE_OVERHEAD} bytes exceed it
 * ({@code MSG_SIZE_TOO_LARGE}; {@code RD_KAFKAP_MESSAGE_V2_MAX_OVERHEAD}, the most
 * framing a v2 record may take around them, in {@code rd_kafka_msg_new0}), and which also
 * caps a batch's uncompressed size, its first message aside. It is raised where the
 * batch.size or the sample's largest record needs more than its default, to what the
 * larger needs. The codec needs no more: librdkafka compares nothing with it once a batch
 * is compressed, and sends a batch uncompressed where compression would make it larger
 * ({@code rd_kafka_msgset_writer_compress}), so a codec never grows the batch a record
 * makes alone, which the topic's {@code max.message.bytes} holds as the Java producer
 * bounds it.
 */
final class LibrdkafkaMessageSize {

	/** librdkafka's default {@code message.max.bytes}. */
	static final long DEFAULT = 1_000_000;

	/** The bytes librdkafka adds to a message's key, value and headers. */
	static final int MESSAGE_OVERHEAD = 36;

	private LibrdkafkaMessageSize() {
	}

	/**
	 * Returns the {@code message.max.bytes} librdkafka needs.
	 * @param batchSize librdkafka's batch.size
	 * @param request the request, for the largest record
	 * @return batch.size, or the largest record's size as librdkafka counts it where that
	 * is larger
	 */
	static long needed(long batchSize, AdviceRequest request) {
		LargestRecord largest = request.largestRecord();
		return (largest != null) ? Math.max(batchSize, ofRecord(largest)) : batchSize;
	}

	/**
	 * Returns the size librdkafka counts the sample's largest record at.
	 * @param largest the largest record
	 * @return bytes
	 */
	static long ofRecord(LargestRecord largest) {
		return MESSAGE_OVERHEAD + (long) largest.librdkafkaBytes();
	}

	/**
	 * Returns a warning when the sample's largest record, not batch.size, makes
	 * librdkafka need a larger {@code message.max.bytes}.
	 * @param result the result
	 * @param request the request, for the largest record
	 * @return the warning, empty when the default or batch.size's lets it through
	 */
	static Optional<String> warning(Result result, AdviceRequest request) {
		LargestRecord largest = request.largestRecord();
		long batchSize = LibrdkafkaBatch.batchSize(result, request);
		if (largest == null || ofRecord(largest) <= Math.max(DEFAULT, batchSize)) {
			return Optional.empty();
		}
		return Optional.of("librdkafka counts the sample's largest record as " + ofRecord(largest)
				+ " bytes (its key, value and headers, with " + MESSAGE_OVERHEAD + " bytes of framing), more than its "
				+ "default message.max.bytes (" + DEFAULT + "), with which produce() refuses it (MSG_SIZE_TOO_LARGE), "
				+ "so its settings raise message.max.bytes to " + ofRecord(largest) + ".");
	}

}
