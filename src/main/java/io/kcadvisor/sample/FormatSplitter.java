package io.kcadvisor.sample;

/**
 * Splits one uploaded part into records in one format.
 */
interface FormatSplitter extends AutoCloseable {

	/**
	 * Splits a part, adding its records to the sink and counting its uncompressed bytes
	 * there.
	 * @param content the part's bytes
	 * @param sink where the records go
	 * @throws MalformedSampleException when the part is not in this format
	 * @throws SampleTooLargeException when the sample goes over a limit
	 */
	void split(byte[] content, RecordSink sink);

	/** Releases what the splitter holds, such as native decompressors. */
	@Override
	default void close() {
	}

}
