// Health probe for the local Kafka broker: a real AdminClient round trip
// (describeCluster + listTopics), not just an open port.
// Compiled by scripts/stack/install.sh into .tools/kafka/probe; run as
//   java -cp ".tools/kafka/probe:.tools/kafka/libs/*" KafkaProbe 127.0.0.1:19092
// Exit 0 and one summary line when the broker answers, exit 1 otherwise.
//
// With --warm-coordinators (run once after a fresh start) it also makes the broker
// create __consumer_offsets and __transaction_state and waits until the group and
// transaction coordinators answer and producer ids can be handed out, so the first
// consumer group or (idempotent/transactional) producer of a test does not meet
// "coordinator not available / loading" errors.
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.DescribeClusterResult;
import org.apache.kafka.clients.admin.ListTopicsOptions;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;

public class KafkaProbe {
  public static void main(String[] args) {
    String bootstrap = "127.0.0.1:19092";
    boolean warm = false;
    for (String arg : args) {
      if (arg.equals("--warm-coordinators")) warm = true;
      else bootstrap = arg;
    }
    Properties props = new Properties();
    props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(AdminClientConfig.CLIENT_ID_CONFIG, "stack-health-probe");
    props.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "5000");
    props.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, warm ? "60000" : "8000");
    // Fail fast instead of retrying a dead broker for minutes.
    props.put(AdminClientConfig.RECONNECT_BACKOFF_MAX_MS_CONFIG, "1000");
    try (Admin admin = Admin.create(props)) {
      DescribeClusterResult cluster = admin.describeCluster();
      String clusterId = cluster.clusterId().get(10, TimeUnit.SECONDS);
      int nodes = cluster.nodes().get(10, TimeUnit.SECONDS).size();
      int topics = admin.listTopics(new ListTopicsOptions().listInternal(true))
          .names().get(10, TimeUnit.SECONDS).size();
      if (warm) {
        // FindCoordinator creates the internal topic; the admin client retries
        // COORDINATOR_NOT_AVAILABLE / COORDINATOR_LOAD_IN_PROGRESS until it answers.
        admin.listConsumerGroupOffsets("stack-warmup").partitionsToOffsetAndMetadata()
            .get(60, TimeUnit.SECONDS);
        // initTransactions() goes through the transaction coordinator (creating
        // __transaction_state) and makes the broker fetch its first block of producer
        // ids from the controller; until then even a plain idempotent producer's
        // InitProducerId answers COORDINATOR_LOAD_IN_PROGRESS.
        Properties pp = new Properties();
        pp.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        pp.put(ProducerConfig.CLIENT_ID_CONFIG, "stack-warmup");
        pp.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "stack-warmup");
        pp.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "60000");
        pp.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        pp.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(pp)) {
          producer.initTransactions();
        }
      }
      System.out.printf("cluster %s, %d node(s), %d topic(s)%s%n", clusterId, nodes, topics,
          warm ? ", group and transaction coordinators ready" : "");
      System.exit(0);
    } catch (Exception e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      System.out.println("kafka probe failed: " + cause);
      System.exit(1);
    }
  }
}
