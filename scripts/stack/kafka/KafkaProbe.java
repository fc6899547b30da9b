// Health probe for the local Kafka broker: a real AdminClient round trip
// (describeCluster + listTopics), not just an open port.
// Compiled by scripts/stack/install.sh into .tools/kafka/probe; run as
//   java -cp ".tools/kafka/probe:.tools/kafka/libs/*" KafkaProbe 127.0.0.1:19092
// Exit 0 and one summary line when the broker answers, exit 1 otherwise.
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.DescribeClusterResult;
import org.apache.kafka.clients.admin.ListTopicsOptions;

public class KafkaProbe {
  public static void main(String[] args) {
    String bootstrap = args.length > 0 ? args[0] : "127.0.0.1:19092";
    Properties props = new Properties();
    props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    props.put(AdminClientConfig.CLIENT_ID_CONFIG, "stack-health-probe");
    props.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "5000");
    props.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "8000");
    // Fail fast instead of retrying a dead broker for minutes.
    props.put(AdminClientConfig.RECONNECT_BACKOFF_MAX_MS_CONFIG, "1000");
    try (Admin admin = Admin.create(props)) {
      DescribeClusterResult cluster = admin.describeCluster();
      String clusterId = cluster.clusterId().get(10, TimeUnit.SECONDS);
      int nodes = cluster.nodes().get(10, TimeUnit.SECONDS).size();
      int topics = admin.listTopics(new ListTopicsOptions().listInternal(true))
          .names().get(10, TimeUnit.SECONDS).size();
      System.out.printf("cluster %s, %d node(s), %d topic(s)%n", clusterId, nodes, topics);
      System.exit(0);
    } catch (Exception e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      System.out.println("kafka probe failed: " + cause);
      System.exit(1);
    }
  }
}
