package io.kcadvisor.sweep;

import java.nio.ByteBuffer;

/**
 * The direct buffers one worker thread measures with, kept between configurations and
 * grown when a configuration needs more.
 */
final class Scratch {

	private static final int KEEP_AT_MOST = 32 * 1024 * 1024;

	private static final ThreadLocal<Scratch> PER_THREAD = ThreadLocal.withInitial(Scratch::new);

	private ByteBuffer input = ByteBuffer.allocateDirect(0);

	private ByteBuffer compressed = ByteBuffer.allocateDirect(0);

	private ByteBuffer output = ByteBuffer.allocateDirect(0);

	private ByteBuffer keptInput = ByteBuffer.allocateDirect(0);

	private ByteBuffer keptCompressed = ByteBuffer.allocateDirect(0);

	static Scratch forCurrentThread() {
		return PER_THREAD.get();
	}

	ByteBuffer input(int capacity) {
		this.input = ensure(this.input, capacity);
		return this.input.clear();
	}

	ByteBuffer compressed(int capacity) {
		this.compressed = ensure(this.compressed, capacity);
		return this.compressed.clear();
	}

	ByteBuffer output(int capacity) {
		this.output = ensure(this.output, capacity);
		return this.output.clear();
	}

	/**
	 * Returns the buffer that keeps the timing set's records sections, emptied.
	 * @return the buffer, to be grown with {@link #grownKeptInput(int)}
	 */
	ByteBuffer keptInput() {
		return this.keptInput.clear();
	}

	/**
	 * Returns the buffer that keeps the timing set's records sections, with room for more
	 * and what it holds kept.
	 * @param remaining the bytes to add
	 * @return the buffer, at the same position
	 */
	ByteBuffer grownKeptInput(int remaining) {
		this.keptInput = grown(this.keptInput, remaining);
		return this.keptInput;
	}

	/**
	 * Returns the buffer that keeps the timing set's compressed sections, emptied.
	 * @return the buffer, to be grown with {@link #grownKeptCompressed(int)}
	 */
	ByteBuffer keptCompressed() {
		return this.keptCompressed.clear();
	}

	/**
	 * Returns the buffer that keeps the timing set's compressed sections, with room for
	 * more and what it holds kept.
	 * @param remaining the bytes to add
	 * @return the buffer, at the same position
	 */
	ByteBuffer grownKeptCompressed(int remaining) {
		this.keptCompressed = grown(this.keptCompressed, remaining);
		return this.keptCompressed;
	}

	/** Lets go of buffers an unusually large configuration needed. */
	void trim() {
		if (this.input.capacity() + this.compressed.capacity() + this.output.capacity() + this.keptInput.capacity()
				+ this.keptCompressed.capacity() > KEEP_AT_MOST) {
			PER_THREAD.remove();
		}
	}

	private static ByteBuffer grown(ByteBuffer buffer, int remaining) {
		if (buffer.remaining() >= remaining) {
			return buffer;
		}
		int needed = Math.addExact(buffer.position(), remaining);
		int capacity = (int) Math.max(needed,
				Math.min(Integer.MAX_VALUE - 8, buffer.capacity() + (long) buffer.capacity() / 2));
		return ByteBuffer.allocateDirect(capacity).put(buffer.flip());
	}

	private static ByteBuffer ensure(ByteBuffer buffer, int capacity) {
		if (buffer.capacity() >= capacity) {
			return buffer;
		}
		return ByteBuffer.allocateDirect(Math.max(capacity,
				(int) Math.min(Integer.MAX_VALUE - 8, buffer.capacity() + (long) buffer.capacity() / 2)));
	}

}
