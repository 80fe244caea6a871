package io.kcadvisor.scan;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Random;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Topics for scans, produced by a real producer as a busy application would: JSON
 * readings stamped a tenth of a millisecond apart, a rate at which batches of many
 * records are worth compressing.
 */
public final class ScanTopics {

	private ScanTopics() {
	}

	/**
	 * Produces readings to partition 0 of a topic.
	 * @param bootstrapServers the broker
	 * @param topic the topic, created
	 * @param codec the producer's {@code compression.type}
	 * @param records how many
	 */
	public static void produce(String bootstrapServers, String topic, String codec, int records) throws Exception {
		Map<String, Object> config = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
				ProducerConfig.COMPRESSION_TYPE_CONFIG, codec, ProducerConfig.LINGER_MS_CONFIG, 50,
				ProducerConfig.BATCH_SIZE_CONFIG, 65536);
		long start = System.currentTimeMillis() - records;
		Random random = new Random(records);
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config, new ByteArraySerializer(),
				new ByteArraySerializer())) {
			for (int index = 0; index < records; index++) {
				String value = "{\"device\":" + random.nextInt(50) + ",\"temperature\":"
						+ (15 + random.nextInt(200) / 10.0) + ",\"status\":\"" + ((index % 7 == 0) ? "ALERT" : "OK")
						+ "\",\"sequence\":" + index + "}";
				producer.send(new ProducerRecord<>(topic, 0, start + index / 10, null,
						value.getBytes(StandardCharsets.UTF_8)));
			}
			producer.flush();
		}
	}

}
