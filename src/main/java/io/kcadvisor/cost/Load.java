package io.kcadvisor.cost;

import io.kcadvisor.codec.Codec;
import java.util.Objects;

/**
 * What one role handles per second: the quantities its CPU is proportional to.
 *
 * @param records records built, validated or read
 * @param batches record batches built, appended or fetched
 * @param bytes bytes of record batches sent, received or written, as Kafka moves them:
 * compressed when compressed, batch headers included
 * @param rawBytes bytes of uncompressed records sections
 * @param codecSeconds CPU seconds the codec itself spends, at the speed the advisor
 * measured for it
 * @param streamSeconds CPU seconds opening and closing a new codec stream for each batch
 * costs, as the advisor measured it
 * @param codec the codec those seconds are spent in, {@link Codec#NONE} when none
 */
public record Load(double records, double batches, double bytes, double rawBytes, double codecSeconds,
		double streamSeconds, Codec codec) {

	/** No load. */
	public static final Load NONE = new Load(0, 0, 0, 0, 0, 0, Codec.NONE);

	public Load {
		Objects.requireNonNull(codec, "codec");
	}

	/**
	 * Returns this load as many times over, for several followers or consumer groups.
	 * @param times how many times
	 * @return the load
	 */
	public Load times(double times) {
		return new Load(this.records * times, this.batches * times, this.bytes * times, this.rawBytes * times,
				this.codecSeconds * times, this.streamSeconds * times, this.codec);
	}

	/**
	 * Returns this load without what its codec spends.
	 * @return the load, without codec or stream seconds
	 */
	public Load withoutCodec() {
		return new Load(this.records, this.batches, this.bytes, this.rawBytes, 0, 0, this.codec);
	}

}
