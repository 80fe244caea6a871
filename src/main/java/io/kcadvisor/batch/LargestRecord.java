package io.kcadvisor.batch;

import io.kcadvisor.codec.Codec;

/**
 * How large a sample's largest record is as producers measure it against their limit on
 * one record. Each measure is the largest over the records, which may be two records.
 *
 * @param bodyBytes the most bytes of a record's key, value and headers with their
 * lengths, as the v2 format encodes them ({@link RecordSet#bodyLength})
 * @param librdkafkaBytes the most bytes of a record's key, value and headers, each
 * header's name and value with their lengths, as librdkafka counts a message
 * ({@code rd_kafka_msg_new0}): its body without the lengths of its key and value and its
 * header count ({@link RecordSet#countsLength})
 */
public record LargestRecord(int bodyBytes, int librdkafkaBytes) {

	/**
	 * Returns the largest record of a record set.
	 * @param records the records
	 * @return its largest record, or {@code null} when it has none
	 */
	public static LargestRecord of(RecordSet records) {
		if (records.size() == 0) {
			return null;
		}
		int body = 0;
		int librdkafka = 0;
		for (int index = 0; index < records.size(); index++) {
			int length = records.bodyLength(index);
			body = Math.max(body, length);
			librdkafka = Math.max(librdkafka, length - records.countsLength(index));
		}
		return new LargestRecord(body, librdkafka);
	}

	/**
	 * Returns the Java producer's upper bound on a batch holding the largest record alone
	 * ({@code AbstractRecords.estimateSizeInBytesUpperBound}): 61 bytes of batch header,
	 * 21 of the record's own framing at most, and its body. The producer refuses a record
	 * whose bound exceeds its {@code max.request.size} (or {@code buffer.memory}).
	 * @return bytes
	 */
	public int javaBatchBytes() {
		return RecordBatches.HEADER_SIZE + RecordBatches.MAX_RECORD_OVERHEAD + this.bodyBytes;
	}

	/**
	 * Returns the records section of a batch holding the largest record alone, as Kafka
	 * encodes it: its length, attributes, offset and timestamp deltas of 0 (one byte
	 * each), and its body.
	 * @return bytes, uncompressed
	 */
	public int sectionBytes() {
		int length = 3 + this.bodyBytes;
		return Varints.sizeOfVarint(length) + length;
	}

	/**
	 * Returns the most bytes a batch holding the largest record alone takes as the Java
	 * producer compresses it with a codec, which is what the broker checks against the
	 * topic's {@code max.message.bytes}: its header and the records section as the codec
	 * writes it where it does not compress ({@link IncompressibleBound}), more than
	 * uncompressed. The producer cannot split a batch of one record, so a topic whose
	 * limit is lower refuses the record.
	 * @param codec the codec
	 * @return bytes
	 */
	public long storedBatchBytes(Codec codec) {
		return RecordBatches.HEADER_SIZE + IncompressibleBound.of(codec, sectionBytes());
	}

}
