package io.kcadvisor.sample;

/**
 * Makes each part one record, whatever its bytes.
 */
final class WholeSplitter implements FormatSplitter {

	@Override
	public void split(byte[] content, RecordSink sink) {
		sink.countBytes(content.length);
		sink.addValue(content, 0, content.length);
	}

}
