import VoteStore
import VoteLayout
import ArgumentParser
import CSV
print("votectl")
